#!/usr/bin/env bash
# Two builds of the server loaded at once (BENCHMARKS.md, Method): each gets SESSIONS streams from its
# own `pager-bench sse` on the same cores at the same moments, and each run prints both servers' frames
# per CPU-second, user time a frame and their ratio. Run it both ways round (A B, then B A): the second
# server tends to come out about 1 % ahead. The streams use identity encoding; AB_DEFLATE=on deflates
# them, the only way a change to the deflater shows. Compare builds that run the same number of loops:
# two servers at once oversubscribe the two cores, and there a one-loop server comes out 8-18 % ahead
# of a two-loop one, which it is not when each runs alone (BENCHMARKS.md, twenty-fifth round).
#
#   bash Benchmarks/ab.sh BINARY_A BINARY_B [RUNS=6] [SESSIONS=250]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
A=$1
B=$2
RUNS=${3:-6}
SESSIONS=${4:-250}
DEFLATE=${AB_DEFLATE:-off}
BENCH=$ROOT/.build/release/pager-bench
[[ -x $A && -x $B && -x $BENCH ]] || { echo "needs two server binaries and a release pager-bench (bash Benchmarks/build-release.sh)" >&2; exit 1; }
TMP=$(mktemp -d)
PIDS=()
trap 'kill "${PIDS[@]}" 2>/dev/null || true; rm -rf "$TMP"' EXIT

start() {
    PAGER_PLAYGROUND_SAVE_RATE=off "$1" serve --port 0 --db "$TMP/$2.sqlite" --quiet >"$TMP/$2.out" 2>&1 &
    PIDS+=("$!")
}
port() {
    for _ in $(seq 1 100); do
        if grep -q "listening on" "$TMP/$1.out" 2>/dev/null; then
            sed -n 's/.*:\([0-9][0-9]*\)$/\1/p' "$TMP/$1.out" | head -1
            return
        fi
        sleep 0.05
    done
    echo "server $1 did not start" >&2
    exit 1
}
value() { awk -v k="x_$1" '$1 == k { print $2 }' "$2"; }
user_per_frame() {
    awk '$1 == "x_server_cpu_seconds" { c = $2 } $1 == "x_server_system_cpu_seconds" { s = $2 }
        $1 == "x_frames" { f = $2 } END { if (f > 0) printf "%.2f", (c - s) / f * 1e6 }' "$1"
}

start "$A" a
start "$B" b
PORT_A=$(port a)
PORT_B=$(port b)
for run in $(seq 1 "$RUNS"); do
    "$BENCH" sse --url "http://127.0.0.1:$PORT_A" --sessions "$SESSIONS" --seconds 6 --deflate "$DEFLATE" \
        --pid "${PIDS[0]}" --prefix x >"$TMP/a.txt" 2>&1 &
    LOAD_A=$!
    "$BENCH" sse --url "http://127.0.0.1:$PORT_B" --sessions "$SESSIONS" --seconds 6 --deflate "$DEFLATE" \
        --pid "${PIDS[1]}" --prefix x >"$TMP/b.txt" 2>&1 &
    LOAD_B=$!
    # Only the two loads: the servers are children of this shell too.
    wait "$LOAD_A" "$LOAD_B" || true
    fa=$(value frames_per_cpu_second "$TMP/a.txt")
    fb=$(value frames_per_cpu_second "$TMP/b.txt")
    echo "run $run: A $fa frames per CPU-second ($(user_per_frame "$TMP/a.txt") µs user a frame)," \
        "B $fb ($(user_per_frame "$TMP/b.txt") µs), B/A $(awk -v a="${fa:-0}" -v b="${fb:-0}" 'BEGIN { if (a > 0) printf "%.3f", b / a }')"
done
