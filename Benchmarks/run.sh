#!/usr/bin/env bash
# Benchmarks/run.sh: builds release (`swift build -c release`, the build users run), runs every
# benchmark against pager-playground and its peers (nginx for static files, the Node.js SSE peer, the C
# floor in Benchmarks/floor), and prints one `name value` line per figure on standard output; details
# go to standard error as `# name value`. The machine is taken as it is: ratios against peers measured
# in the same run make the figures comparable. See BENCHMARKS.md.
#
# Environment: BENCH_PEERS (folder with nginx.conf and peer-sse.js; default: the first
# shared/bench found going up from the repository), BENCH_QUICK=1 (shorter loads, for trying it out),
# BENCH_SKIP_BUILD=1.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD
START=$(date +%s)

source "$ROOT/Benchmarks/nginx-peer.sh"
PEERS=$(cd "$(find_peers)" 2>/dev/null && pwd || find_peers)

note() { echo "# $*" >&2; }
figure() { echo "$1 $2"; }

TMP=$(mktemp -d /tmp/pager-bench.XXXXXX)
PIDS=()
cleanup() {
    for pid in "${PIDS[@]:-}"; do
        [[ -n "$pid" ]] && kill "$pid" 2>/dev/null || true
    done
    sleep 0.2
    for pid in "${PIDS[@]:-}"; do
        [[ -n "$pid" ]] && kill -9 "$pid" 2>/dev/null || true
    done
    rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

QUICK=${BENCH_QUICK:-0}
if [[ "$QUICK" == 1 ]]; then
    WRK_SECONDS=2; WRK_ROUNDS=1; SSE_SECONDS=3; LEVELS="250 1000"; COLD_RUNS=3; ENGINE_RUNS=3
else
    WRK_SECONDS=5; WRK_ROUNDS=3; SSE_SECONDS=6; LEVELS="250 500 1000 1500 2000 3000 4000"; COLD_RUNS=7; ENGINE_RUNS=15
fi

# --- tools --------------------------------------------------------------------------------------
need_apt() {
    command -v "$1" >/dev/null 2>&1 && return 0
    note "installing $2 from Debian"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2"; } >/dev/null 2>&1 || true
    command -v "$1" >/dev/null 2>&1
}
HAVE_WRK=0; need_apt wrk wrk && HAVE_WRK=1
HAVE_NGINX=0; { [[ -x /usr/sbin/nginx ]] || need_apt nginx nginx-light; } && HAVE_NGINX=1
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
HAVE_NODE=0; command -v node >/dev/null 2>&1 && [[ -f "$PEERS/peer-sse.js" ]] && HAVE_NODE=1
# The floor (Benchmarks/floor/floor-sse.c): the least a server can do per frame, measured beside the
# peers as a bound, and the reference for the sessions at 60 fps where this machine holds fewer than
# the target.
HAVE_FLOOR=0
FLOOR=$TMP/floor-sse
cc -O2 -pthread -o "$FLOOR" "$ROOT/Benchmarks/floor/floor-sse.c" 2>"$TMP/floor-build.err" && HAVE_FLOOR=1

# --- build --------------------------------------------------------------------------------------
if [[ "${BENCH_SKIP_BUILD:-0}" != 1 ]]; then
    note "building release (swift build -c release)"
    swift build -c release --product pager-playground >&2
    swift build -c release --product pager-bench >&2
fi
SERVER=$ROOT/.build/release/pager-playground
BENCH=$ROOT/.build/release/pager-bench
note "commit $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)$(git -C "$ROOT" diff --quiet HEAD 2>/dev/null || echo ' (dirty)'), $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores"

# Starts a process in the background, remembers its pid in $LAST_PID and waits for "listening on".
start_server() {
    local log=$1; shift
    "$@" >"$log" 2>"$log.err" &
    LAST_PID=$!
    PIDS+=("$LAST_PID")
    for _ in $(seq 1 200); do
        if grep -q "listening on" "$log" 2>/dev/null; then
            LAST_PORT=$(sed -n 's/.*listening on .*:\([0-9][0-9]*\).*/\1/p' "$log" | head -1)
            return 0
        fi
        kill -0 "$LAST_PID" 2>/dev/null || break
        sleep 0.05
    done
    note "failed to start: $*"; cat "$log.err" >&2 || true
    return 1
}

stop_pid() { kill "$1" 2>/dev/null || true; wait "$1" 2>/dev/null || true; }

value() { sed -n "s/^$1 //p" "$2" | head -1; }

median() {
    printf '%s\n' "$@" | grep -E '^[0-9.]+$' | sort -g |
        awk '{a[NR]=$1} END {if (NR == 0) print 0; else print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'
}

# The save rate limit per address is lifted the documented way (docs/configs.md: honoured on loopback only).
# A / B to two decimals (0 when B is 0).
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", (b > 0 ? a / b : 0)}'; }

# System and user µs per frame of `pager-bench sse --prefix NAME` in round 1 ($TMP/NAME-1.txt).
per_frame() {
    awk -v n="$1" '$1 == n "_frames" {f = $2} $1 == n "_server_cpu_seconds" {c = $2}
        $1 == n "_server_system_cpu_seconds" {s = $2}
        END {if (f > 0) printf "system %.2f us, user %.2f us", s / f * 1e6, (c - s) / f * 1e6}' "$TMP/$1-1.txt"
}

# The server shows /metrics on its public port only with this token; pager-bench saves reads it from
# the same variable (docs/security.md).
export PAGER_PLAYGROUND_METRICS_TOKEN="bench-metrics-$$-$RANDOM$RANDOM"

serve() {
    PAGER_PLAYGROUND_SAVE_RATE=off start_server "$TMP/$1.out" \
        "$SERVER" serve --port 0 --db "$TMP/$1.sqlite" --quiet --public "$ROOT/Public"
}

# --- engine -------------------------------------------------------------------------------------
if "$BENCH" engine --runs "$ENGINE_RUNS" >"$TMP/engine.txt"; then
    cat "$TMP/engine.txt"
else
    figure engine_ns_per_frame_5_tabs "not-measured"
    figure engine_ns_per_frame_100_tabs "not-measured"
fi

# --- cold start (before anything else loads the machine) -----------------------------------------
if "$BENCH" coldstart --binary "$SERVER" --db "$TMP/cold.sqlite" --runs "$COLD_RUNS" --public "$ROOT/Public" >"$TMP/cold.txt"; then
    note "cold start runs (ms): $(value cold_start_runs_ms "$TMP/cold.txt")"
    figure cold_start_ms "$(value cold_start_ms "$TMP/cold.txt")"
else
    figure cold_start_ms "not-measured"
fi

# --- idle sessions (a fresh server, so earlier loads do not hide the growth) ---------------------
serve idle
IDLE_PID=$LAST_PID
if "$BENCH" idle --url "http://127.0.0.1:$LAST_PORT" --pid "$IDLE_PID" --sessions 2000 >"$TMP/idle.txt"; then
    note "idle rss before/after (KiB): $(value idle_rss_before_kb "$TMP/idle.txt") / $(value idle_rss_after_kb "$TMP/idle.txt")"
    figure idle_session_kb "$(value idle_session_kb "$TMP/idle.txt")"
else
    figure idle_session_kb "not-measured"
fi
stop_pid "$IDLE_PID"

# --- static: wrk GET / on ours and nginx, alternating ------------------------------------------
serve main
OURS_PID=$LAST_PID
OURS_PORT=$LAST_PORT
NGINX_PID=""
if [[ $HAVE_WRK == 1 && $HAVE_NGINX == 1 ]]; then
    NGINX_PORT=$("$BENCH" freeport)
    start_nginx_peer "$NGINX_PORT" "$TMP/nginx" || true
    PIDS+=("$NGINX_PID")
    rps() { wrk_rps "$1" "$WRK_SECONDS"; }
    OURS_RPS=(); NGINX_RPS=()
    for _ in $(seq 1 "$WRK_ROUNDS"); do
        OURS_RPS+=("$(rps "$OURS_PORT")")
        NGINX_RPS+=("$(rps "$NGINX_PORT")")
    done
    OURS_MEDIAN=$(median "${OURS_RPS[@]}")
    NGINX_MEDIAN=$(median "${NGINX_RPS[@]}")
    note "static GET / requests/s: ours ${OURS_RPS[*]} (median $OURS_MEDIAN), nginx ${NGINX_RPS[*]} (median $NGINX_MEDIAN)"
    figure static_rps_ratio_vs_nginx "$(ratio "$OURS_MEDIAN" "$NGINX_MEDIAN")"
    stop_pid "$NGINX_PID"
else
    note "wrk or nginx missing: static figure not measured"
    figure static_rps_ratio_vs_nginx "not-measured"
fi

URL="http://127.0.0.1:$OURS_PORT"

# --- SSE: frames per server CPU-second, ours, Node's and the floor's, same load, identity --------
# Alternating rounds; the figure is the ratio of the medians.
RATIO_SESSIONS=500
if [[ $HAVE_NODE == 1 ]]; then
    start_server "$TMP/node.out" node "$PEERS/peer-sse.js" 0
    NODE_PID=$LAST_PID
    NODE_PORT=$LAST_PORT
    FLOOR_PID=""
    if [[ $HAVE_FLOOR == 1 ]] && start_server "$TMP/floor.out" "$FLOOR" 0; then
        FLOOR_PID=$LAST_PID
        FLOOR_PORT=$LAST_PORT
    fi
    OURS_FPC=(); NODE_FPC=(); FLOOR_FPC=()
    for round in $(seq 1 "$WRK_ROUNDS"); do
        "$BENCH" sse --url "$URL" --sessions $RATIO_SESSIONS --seconds "$SSE_SECONDS" \
            --pid "$OURS_PID" --prefix ours >"$TMP/ours-$round.txt" || true
        "$BENCH" sse --url "http://127.0.0.1:$NODE_PORT" --sessions $RATIO_SESSIONS --seconds "$SSE_SECONDS" \
            --pid "$NODE_PID" --prefix node >"$TMP/node-$round.txt" || true
        OURS_FPC+=("$(value ours_frames_per_cpu_second "$TMP/ours-$round.txt")")
        NODE_FPC+=("$(value node_frames_per_cpu_second "$TMP/node-$round.txt")")
        if [[ -n "$FLOOR_PID" ]]; then
            "$BENCH" sse --url "http://127.0.0.1:$FLOOR_PORT" --sessions $RATIO_SESSIONS --seconds "$SSE_SECONDS" \
                --pid "$FLOOR_PID" --prefix floor >"$TMP/floor-$round.txt" || true
            FLOOR_FPC+=("$(value floor_frames_per_cpu_second "$TMP/floor-$round.txt")")
        fi
    done
    sed 's/^/# /' "$TMP/ours-1.txt" "$TMP/node-1.txt" >&2
    stop_pid "$NODE_PID"
    OURS_MEDIAN=$(median "${OURS_FPC[@]}")
    NODE_MEDIAN=$(median "${NODE_FPC[@]}")
    note "frames per server CPU-second, $RATIO_SESSIONS sessions: ours ${OURS_FPC[*]} (median $OURS_MEDIAN), node ${NODE_FPC[*]} (median $NODE_MEDIAN)"
    for name in ours node; do
        note "$name per frame: $(per_frame "$name") (round 1)"
    done
    if [[ -n "$FLOOR_PID" ]]; then
        stop_pid "$FLOOR_PID"
        FLOOR_MEDIAN=$(median "${FLOOR_FPC[@]}")
        note "floor (floor-sse.c: one snprintf and one send a frame) frames per CPU-second: ${FLOOR_FPC[*]} (median $FLOOR_MEDIAN), $(ratio "$FLOOR_MEDIAN" "$NODE_MEDIAN")x node; ours is $(ratio "$OURS_MEDIAN" "$FLOOR_MEDIAN")x the floor"
        note "floor per frame: $(per_frame floor) (round 1)"
    else
        note "floor not measured (cc failed: $(head -c 200 "$TMP/floor-build.err" 2>/dev/null))"
    fi
    figure sse_frames_per_cpu_second_ratio_vs_node "$(ratio "$OURS_MEDIAN" "$NODE_MEDIAN")"
else
    note "node or peer-sse.js missing ($PEERS): ratio not measured"
    figure sse_frames_per_cpu_second_ratio_vs_node "not-measured"
fi

# --- SSE: the most sessions at 60 fps with >= 99 % of frames on time -----------------------------
# Ours as a browser gets it (streams are never compressed, docs/decisions/0002-sse-compression.md); the
# floor at the same levels, as the bound this machine and load generator allow in this run. A level passes when
# one of two tries has >= 99 % of its frames on time. The ladder stops at the first level that fails
# both; three halvings between the last level passed and that one then bring the count to within an
# eighth of the step (62 sessions between 1 500 and 2 000), finer than the 0.8x the target compares by,
# for ours and the floor alike. Frames are timed when the kernel received them (`SO_TIMESTAMPNS`), not
# when pager-bench read them.
# level_passes PREFIX URL PID N: whether N sessions pass (0 or 1 on standard output); details as notes.
level_passes() {
    local prefix=$1 url=$2 pid=$3 n=$4 try out share
    for try in 1 2; do
        out="$TMP/$prefix-$n-$try"
        "$BENCH" sse --url "$url" --sessions "$n" --seconds "$SSE_SECONDS" --pid "$pid" \
            --prefix level >"$out.txt" 2>"$out.err" || true
        share=$(value level_on_time_share "$out.txt")
        note "$prefix $n sessions try $try: on time ${share:-?} (read by the client: $(value level_on_time_share_at_read "$out.txt")), lateness p50/p90/p99 $(value level_lateness_p50_ms "$out.txt")/$(value level_lateness_p90_ms "$out.txt")/$(value level_lateness_p99_ms "$out.txt") ms, frames $(value level_frames "$out.txt")/$(value level_frames_expected "$out.txt"), server cpu $(value level_server_cpu_seconds "$out.txt") s, client cpu $(value level_client_cpu_seconds "$out.txt") s $(tr '\n' ' ' <"$out.err")"
        if awk -v s="${share:-0}" 'BEGIN {exit !(s >= 0.99)}'; then echo 1; return; fi
    done
    echo 0
}
# most_sessions PREFIX URL PID: prints the most sessions that passed.
most_sessions() {
    local prefix=$1 url=$2 pid=$3 best=0 failed=0 n mid
    for n in $LEVELS; do
        if [[ $(level_passes "$prefix" "$url" "$pid" "$n") == 1 ]]; then best=$n; else failed=$n; break; fi
    done
    if (( failed > 0 )); then
        for _ in 1 2 3; do
            mid=$(( (best + failed) / 2 ))
            (( mid > best && mid < failed )) || break
            if [[ $(level_passes "$prefix" "$url" "$pid" "$mid") == 1 ]]; then best=$mid; else failed=$mid; fi
        done
    fi
    echo "$best"
}
BEST=$(most_sessions ours "$URL" "$OURS_PID")
figure sse_sessions_at_60fps "$BEST"
if [[ $HAVE_FLOOR == 1 ]] && start_server "$TMP/floor-level.out" "$FLOOR" 0; then
    FLOOR_LEVEL_PID=$LAST_PID
    FLOOR_BEST=$(most_sessions floor "http://127.0.0.1:$LAST_PORT" "$FLOOR_LEVEL_PID")
    stop_pid "$FLOOR_LEVEL_PID"
    figure sse_floor_sessions_at_60fps "$FLOOR_BEST"
    figure sse_sessions_at_60fps_ratio_vs_floor "$(ratio "$BEST" "$FLOOR_BEST")"
    # The target is either clause (BENCHMARKS.md): the ratio decides only where the floor holds fewer
    # than 2 000 itself.
    if (( BEST >= 2000 )); then
        note "sessions at 60 fps: $BEST, met by the 2 000 clause (the ratio to the floor is for information)"
    elif (( FLOOR_BEST < 2000 )) && awk -v a="$BEST" -v b="$FLOOR_BEST" 'BEGIN {exit !(a >= 0.8 * b)}'; then
        note "sessions at 60 fps: $BEST, met by the floor clause (at least 0.8x the floor's $FLOOR_BEST)"
    else
        note "sessions at 60 fps: $BEST, not met"
    fi
else
    figure sse_sessions_at_60fps_ratio_vs_floor "not-measured"
fi

# --- SSE: input-to-frame latency and bytes per stream, 100 animating sessions ---------------------
# Three rounds; the figures are the medians of the rounds' p99 and bytes per stream per second.
P99S=(); BYTES=()
for round in $(seq 1 "$WRK_ROUNDS"); do
    "$BENCH" sse --url "$URL" --sessions 100 --seconds "$SSE_SECONDS" --pid "$OURS_PID" \
        --prefix hundred >"$TMP/hundred-$round.txt" || true
    P99S+=("$(value hundred_input_to_frame_p99_ms "$TMP/hundred-$round.txt")")
    BYTES+=("$(value hundred_bytes_per_stream_per_second "$TMP/hundred-$round.txt")")
done
sed 's/^/# /' "$TMP/hundred-1.txt" >&2
note "100 sessions: input-to-frame p99 (ms) ${P99S[*]}, bytes per stream per second ${BYTES[*]}"
figure input_to_frame_p99_ms "$(median "${P99S[@]}")"
figure stream_bytes_per_second "$(median "${BYTES[@]}")"

# --- saves while 100 sessions stream (open loop, 100 saves a second) -----------------------------
SAVES=()
for round in $(seq 1 "$WRK_ROUNDS"); do
    "$BENCH" saves --url "$URL" --rate 100 --seconds "$SSE_SECONDS" --sessions 100 \
        >"$TMP/saves-$round.txt" 2>"$TMP/saves-$round.err" || true
    SAVES+=("$(value save_p99_ms "$TMP/saves-$round.txt")")
    STORE=()
    for name in ran_over_5ms ran_over_25ms ran_over_100ms waited_over_5ms waited_over_25ms waited_over_100ms; do
        STORE+=("$(value "save_store_$name" "$TMP/saves-$round.txt")")
    done
    note "saves round $round: p99 $(value save_p99_ms "$TMP/saves-$round.txt") ms, max" \
        "$(value save_max_ms "$TMP/saves-$round.txt") ms; writes in the server's store over 5/25/100 ms:" \
        "ran ${STORE[0]:-?}/${STORE[1]:-?}/${STORE[2]:-?}, waited ${STORE[3]:-?}/${STORE[4]:-?}/${STORE[5]:-?}"
done
sed 's/^/# /' "$TMP/saves-1.txt" "$TMP/saves-1.err" >&2
note "save p99 (ms) per round: ${SAVES[*]}"
if [[ -n "$(printf '%s' "${SAVES[@]}")" ]]; then
    figure save_p99_ms "$(median "${SAVES[@]}")"
else
    figure save_p99_ms "not-measured"
fi

stop_pid "$OURS_PID"
note "benchmarks took $(( $(date +%s) - START )) s"
