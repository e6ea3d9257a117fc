#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for the store tests (and for trying `--db postgres://…` by hand).
#
#   scripts/pg-cluster.sh start DIR   initdb into DIR/data, start the server on a free port, listening on
#                                     127.0.0.1 and a unix socket in DIR only; prints its URL
#                                     (postgres://postgres@127.0.0.1:PORT/postgres) on standard output
#   scripts/pg-cluster.sh stop DIR    stops that cluster (pg_ctl -D DIR/data, nothing else) and removes DIR/data
#
# PostgreSQL refuses to run as root. When this script runs as root (CI), the cluster runs as the
# unprivileged user `nobody` (runuser), which then owns DIR; otherwise as the calling user. The
# cluster trusts local connections (it listens on loopback and DIR only) and runs with fsync=off: it
# holds nothing worth keeping. Binaries: /usr/lib/postgresql/15/bin (Debian's postgresql-15), or $PG_BIN.
set -euo pipefail

usage() {
    echo "usage: $0 start|stop DIR" >&2
    exit 64
}
[ $# -eq 2 ] || usage
command=$1
dir=$2
bin=${PG_BIN:-/usr/lib/postgresql/15/bin}

as_owner() {
    if [ "$(id -u)" = 0 ]; then
        runuser -u nobody -- "$@"
    else
        "$@"
    fi
}

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

case "$command" in
start)
    [ -x "$bin/initdb" ] || { echo "pg-cluster: no $bin/initdb (apt-get install postgresql)" >&2; exit 69; }
    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd)
    if [ -e "$dir/data/PG_VERSION" ]; then
        echo "pg-cluster: $dir/data already holds a cluster; stop it first" >&2
        exit 73
    fi
    if [ "$(id -u)" = 0 ]; then
        chown nobody "$dir"
        chmod 700 "$dir"
    fi
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync \
        >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 70; }
    # A free port can be taken between the probe and the server's bind: try a few.
    for _ in 1 2 3 4 5; do
        port=$(free_port)
        if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
            -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" \
            start >/dev/null; then
            echo "$port" >"$dir/port"
            echo "postgres://postgres@127.0.0.1:$port/postgres"
            exit 0
        fi
    done
    echo "pg-cluster: the server did not start; see $dir/server.log" >&2
    tail -n 20 "$dir/server.log" >&2 || true
    exit 70
    ;;
stop)
    [ -d "$dir/data" ] || exit 0
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null 2>&1 || true
    rm -rf "$dir/data" "$dir/port"
    ;;
*)
    usage
    ;;
esac
