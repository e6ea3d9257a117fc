#!/usr/bin/env bash
# Builds the request-parser fuzz target (HTTPCore's sources + ParserFuzz.swift, with libFuzzer and
# AddressSanitizer) and runs it for a bounded time. Exits non-zero when libFuzzer finds a crash; the
# crashing input is left in .build/fuzz/. FUZZ_SECONDS overrides the run time (default 45).
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build/fuzz
mkdir -p "$out/corpus"
seconds="${FUZZ_SECONDS:-45}"

swiftc -sanitize=fuzzer,address -Onone -parse-as-library -module-name ParserFuzz \
    -I Sources/CZlib $(find Sources/HTTPCore -name '*.swift' | sort) Tests/fuzz/ParserFuzz.swift \
    -lz -o "$out/parser-fuzz" 2>"$out/build.log" || {
    cat "$out/build.log"
    echo "fuzz: build failed"
    exit 1
}

# Seeds: the first byte chooses the split step, the rest is a request.
seed() { printf '%b' "$2" > "$out/corpus/$1"; }
seed get '\x03GET /index.html?x=1 HTTP/1.1\r\nHost: a\r\nAccept: */*\r\n\r\n'
seed post '\x05POST /api HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello'
seed chunked '\x01PUT /c HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5;e=1\r\nhello\r\n0\r\nX: y\r\n\r\n'
seed pipelined '\x07GET /a HTTP/1.1\r\nHost: a\r\n\r\nGET /c/s/v/2 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n'
seed expect '\x02POST /u HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\nok'
seed traversal '\x04GET /%2e%2e/a%2fb/%00 HTTP/1.1\r\nHost: a\r\n\r\n'

echo "fuzz: running the request parser for ${seconds}s"
"$out/parser-fuzz" -max_total_time="$seconds" -max_len=2048 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$out/" "$out/corpus" 2>"$out/fuzz.log" || {
    status=$?
    tail -40 "$out/fuzz.log"
    echo "fuzz: crash found (exit $status); input saved under $out/"
    exit "$status"
}
grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$out/fuzz.log" || true
echo "fuzz: no crash"
