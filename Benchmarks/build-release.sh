#!/usr/bin/env bash
# The release build the benchmarks measure: `swift build -c release` with link-time optimisation (the
# whole program's LLVM code optimised together at link, with lld: about 10 % fewer instructions a
# session tick and 2-3 % more frames per CPU-second, BENCHMARKS.md, twenty-sixth round). SwiftPM has
# no manifest setting for it, so every script that builds release for a benchmark goes through here:
# builds with different flags share one `.build/release` and would rebuild each other's objects.
#
#   bash Benchmarks/build-release.sh [swift build options, e.g. --product pager-bench]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec swift build -c release --experimental-lto-mode=full -Xswiftc -use-ld=lld -Xlinker --lto-O3 "$@"
