#!/usr/bin/env bash
# The whole test suite, as README.md gives it: set-up, format lint, Swift tests, the release build
# users run with a smoke test of it (Tests/smoke), front-end unit tests, the parser fuzz run, the
# browser tests and the deployment test (Tests/deploy, the release build behind nginx, about 40 s).
# Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh

echo "== swift format lint"
swift format lint --strict --recursive Package.swift Sources Tests Benchmarks

echo "== swift test (store suites on SQLite and on a throwaway PostgreSQL 15 cluster)"
swift build --build-tests
# scripts/pg-cluster.sh starts the cluster in a temporary folder on a free port; the trap stops it (that
# cluster only) and removes the folder however the tests end. PAGER_PLAYGROUND_TEST_PG from the caller
# (a server of their own) is used as it is.
pg_dir=""
stop_pg_cluster() {
    if [ -n "$pg_dir" ]; then
        bash scripts/pg-cluster.sh stop "$pg_dir" || true
        rm -rf "$pg_dir"
        pg_dir=""
    fi
}
trap stop_pg_cluster EXIT
if [ -z "${PAGER_PLAYGROUND_TEST_PG:-}" ]; then
    pg_dir=$(mktemp -d "${TMPDIR:-/tmp}/pager-playground-pg.XXXXXX")
    PAGER_PLAYGROUND_TEST_PG=$(bash scripts/pg-cluster.sh start "$pg_dir")
    export PAGER_PLAYGROUND_TEST_PG
    echo "PostgreSQL test cluster: $PAGER_PLAYGROUND_TEST_PG"
fi
swift test --skip-build
stop_pg_cluster

echo "== release build and smoke test"
swift build -c release --product pager-playground
python3 Tests/smoke/release_smoke.py "$(swift build -c release --show-bin-path)/pager-playground"

if compgen -G "Tests/js/*.test.js" >/dev/null; then
    echo "== node --test"
    node --test Tests/js/
fi

if [ -x Tests/fuzz/run.sh ]; then
    echo "== fuzz"
    Tests/fuzz/run.sh
fi

if compgen -G "Tests/e2e/test_*.py" >/dev/null; then
    echo "== browser tests"
    swift build --product pager-playground
    PAGER_PLAYGROUND_BIN="$(swift build --show-bin-path)/pager-playground" python3 -m pytest -q Tests/e2e
fi
echo "== deployment tests (nginx, three instances, kill -9 and SIGTERM of one; HTTPS and HTTP/2 from 150 ms away)"
PAGER_PLAYGROUND_BIN="$(swift build -c release --show-bin-path)/pager-playground" python3 -m pytest -q Tests/deploy
echo "== all tests passed"
