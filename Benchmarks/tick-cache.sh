#!/usr/bin/env bash
# Instructions and simulated cache misses per session tick, repeatable where CPU time is not
# (BENCHMARKS.md, eleventh round).
#
#   bash Benchmarks/tick-cache.sh [BINARY] [SESSIONS] [OUT]
#
# Runs the server (BINARY, default the release build) under callgrind with its cache simulation
# (L1d 48 KB, L1i 32 KB, a 1 MB last level like this machine's L2), one loop (--threads 1, so that two
# loop threads do not interleave in the one simulated cache), counting only inside the batch
# `SessionTicker.fire` runs; drives SESSIONS identity streams (default 300) with `pager-bench sse` for
# 10 s and prints one line: ticks, then per tick instructions (Ir), L1i misses, L1d read and write
# misses, last-level read and write misses. The callgrind file stays in OUT (default a temporary file) for
# `callgrind_annotate`. User space only; under valgrind the ticks come late, so the simulation's step
# runs several times a tick and its share of the instructions is overstated. Needs valgrind
# (`apt-get install -y valgrind`); two runs of one binary agree to about 1 %.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${1:-$ROOT/.build/release/pager-playground}
SESSIONS=${2:-300}
TMP=$(mktemp -d)
OUT=${3:-$TMP/callgrind.out}
BENCH=$ROOT/.build/release/pager-bench
# The ticker's batch of a tick's session ticks (the closure `SessionTicker.fire` hands the loop; the
# batch's send, after it, is not counted). Before the twenty-sixth round this counted `fire` itself,
# which the link-time optimised build inlines away; the closure is there in both builds.
FIRE='$s13PlaygroundApp13SessionTickerC4fire33_C66A82F1E10902528299DD129697EDBBLLyyFyyXEfU_TA'
# One call a session tick: the simulation's advance into the loop's buffer (`Session.tickFired` itself
# is inlined into the ticker's loop since the cache hints came in, twelfth round).
TICK='SimulationV7advance2to4into18skippingLateFramesySd_SayAA0C6OutputOGzSbtF'
[[ -x $BIN && -x $BENCH ]] || { echo "build release first: bash Benchmarks/build-release.sh" >&2; exit 1; }
command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install -y valgrind" >&2; exit 1; }

PAGER_PLAYGROUND_SAVE_RATE=off valgrind --tool=callgrind --collect-atstart=no "--toggle-collect=$FIRE" \
    --cache-sim=yes --D1=49152,12,64 --I1=32768,8,64 --LL=1048576,16,64 --callgrind-out-file="$OUT" \
    "$BIN" serve --port 0 --db "$TMP/t.sqlite" --threads 1 --quiet >"$TMP/out" 2>"$TMP/err" &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true; rm -rf "$TMP"' EXIT
for _ in $(seq 1 60); do
    PORT=$(sed -n 's/.*127.0.0.1:\([0-9]*\).*/\1/p' "$TMP/out")
    [[ -n $PORT ]] && break
    sleep 0.5
done
[[ -n ${PORT:-} ]] || { echo "the server did not start: $(head -c 300 "$TMP/err")" >&2; exit 1; }
"$BENCH" sse --url "http://127.0.0.1:$PORT" --sessions "$SESSIONS" --seconds 10 --setup-timeout 120 \
    --deflate off >"$TMP/bench" 2>&1 || true
kill -INT $SERVER
wait $SERVER 2>/dev/null || true
# `grep -m1` stops reading early: callgrind_annotate's broken pipe is not a failure.
set +o pipefail
TICKS=$(callgrind_annotate --inclusive=yes --tree=calling "$OUT" 2>/dev/null \
    | grep -m1 -E ">   .*$TICK \(" | sed -E 's/.*\(([0-9,]+)x\).*/\1/' | tr -d ,)
[[ -n $TICKS ]] || { echo "no ticks were counted (PagerSimulation.advance); pager-bench said: $(tail -c 300 "$TMP/bench")" >&2; exit 1; }
callgrind_annotate "$OUT" 2>/dev/null | grep -m1 'PROGRAM TOTALS' | awk -v t="$TICKS" '{
    for (i = 1; i <= NF; i++) gsub(",", "", $i)
    printf "ticks %d Ir %d I1mr %.0f D1mr %.1f D1mw %.1f DLmr %.1f DLmw %.1f per tick\n",
        t, $1 / t, $7 / t, $9 / t, $11 / t, $15 / t, $17 / t
}'
