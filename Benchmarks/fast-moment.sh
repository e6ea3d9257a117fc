#!/usr/bin/env bash
# Waits for a fast moment of the shared machine, then runs Benchmarks/run.sh (BENCHMARKS.md, "Across
# every run": the SSE levels and the saves' p99 follow how fast the machine is at the moment of a run).
# Every INTERVAL seconds it measures nginx's requests a second on GET / for 3 s (wrk -t2 -c64, the
# nginx.conf run.sh uses, started as run.sh starts it, on a free port of 127.0.0.1) and prints `HH:MM:SS RPS` to standard error.
# When a probe reaches THRESHOLD it stops nginx, runs the command (run.sh by default), saves its
# standard output and then its standard error as OUT/DATE-SHA-fast-HHMMSS.txt, prints that path and
# starts nginx again. It stops after RUNS runs or once MINUTES have passed, whichever comes first.
#
#   bash Benchmarks/fast-moment.sh [--threshold 70000] [--interval 240] [--minutes 120] [--runs 3]
#       [--out Benchmarks/results] [--command 'BENCH_SKIP_BUILD=1 bash Benchmarks/run.sh']
#
# With the default command it builds release once first, as run.sh would (BENCH_SKIP_BUILD=1 skips
# that). Needs nginx and wrk (Debian's nginx-light and wrk; run.sh installs them). The default
# threshold: every run that reached 2 000 sessions had nginx at 74 000 requests a second or more.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD

THRESHOLD=70000
INTERVAL=240
MINUTES=120
RUNS=3
OUT=$ROOT/Benchmarks/results
COMMAND='BENCH_SKIP_BUILD=1 bash Benchmarks/run.sh'
CUSTOM_COMMAND=0
while (($#)); do
    case $1 in
        --threshold) THRESHOLD=$2 ;;
        --interval) INTERVAL=$2 ;;
        --minutes) MINUTES=$2 ;;
        --runs) RUNS=$2 ;;
        --out) OUT=$2 ;;
        --command) COMMAND=$2; CUSTOM_COMMAND=1 ;;
        *) echo "fast-moment.sh: unknown option $1 (see the comment at the top)" >&2; exit 2 ;;
    esac
    shift 2
done
for pair in "threshold $THRESHOLD" "minutes $MINUTES"; do
    set -- $pair
    [[ $2 =~ ^[0-9]+([.][0-9]+)?$ ]] || { echo "fast-moment.sh: --$1 needs a number, got '$2'" >&2; exit 2; }
done
for pair in "interval $INTERVAL" "runs $RUNS"; do
    set -- $pair
    [[ $2 =~ ^[0-9]+$ ]] || { echo "fast-moment.sh: --$1 needs a whole number, got '$2'" >&2; exit 2; }
done
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
[[ -x $NGINX ]] && command -v wrk >/dev/null || { echo "fast-moment.sh: needs nginx and wrk" >&2; exit 1; }

source "$ROOT/Benchmarks/nginx-peer.sh"
PEERS=$(find_peers)
[[ -f $PEERS/nginx.conf ]] || {
    echo "fast-moment.sh: no nginx.conf in $PEERS (BENCH_PEERS names the folder)" >&2
    exit 1
}

if [[ $CUSTOM_COMMAND == 0 && ${BENCH_SKIP_BUILD:-0} != 1 ]]; then
    bash "$ROOT/Benchmarks/build-release.sh" >&2
fi

TMP=$(mktemp -d /tmp/fast-moment.XXXXXX)
NGINX_PID=""
stop_nginx() {
    [[ -n $NGINX_PID ]] || return 0
    kill "$NGINX_PID" 2>/dev/null || true
    wait "$NGINX_PID" 2>/dev/null || true
    NGINX_PID=""
}
trap 'stop_nginx; rm -rf "$TMP"' EXIT
trap 'exit 130' INT TERM

PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
start_nginx() {
    start_nginx_peer "$PORT" "$TMP/nginx" && return 0
    echo "fast-moment.sh: nginx did not start: $(head -c 300 "$TMP/nginx/err.log")" >&2
    exit 1
}

END=$(awk -v m="$MINUTES" -v now="$(date +%s)" 'BEGIN {printf "%d", now + m * 60}')
SHA=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
mkdir -p "$OUT"
start_nginx
done_runs=0
while ((done_runs < RUNS && $(date +%s) < END)); do
    rps=$(wrk_rps "$PORT" 3 || true)
    echo "$(date -u +%H:%M:%S) ${rps:-?}" >&2
    if [[ -n $rps ]] && awk -v r="$rps" -v t="$THRESHOLD" 'BEGIN {exit !(r >= t)}'; then
        stop_nginx
        file=$OUT/$(date -u +%Y-%m-%d)-$SHA-fast-$(date -u +%H%M%S).txt
        bash -c "$COMMAND" >"$TMP/run.out" 2>"$TMP/run.err" || echo "fast-moment.sh: the run exited with $?" >&2
        cat "$TMP/run.out" "$TMP/run.err" >"$file"
        echo "$file"
        done_runs=$((done_runs + 1))
        ((done_runs < RUNS)) && start_nginx
        continue
    fi
    left=$((END - $(date +%s)))
    ((left > 0)) && sleep $((left < INTERVAL ? left : INTERVAL))
done
echo "fast-moment.sh: $done_runs run(s) taken" >&2
