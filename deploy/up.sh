#!/usr/bin/env bash
# Starts the playground as a small deployment on this machine, on loopback: PostgreSQL (when
# scripts/pg-cluster.sh is in the checkout), three instances (a, b, c) and nginx in front of them; and
# stops it again, only the processes it started (by the pids it wrote). deploy/README.md explains it.
#
#   bash deploy/up.sh up [DIR]     start; DIR (default: a new temporary folder) holds everything
#   bash deploy/up.sh down DIR     stop what `up` started in DIR
#
# Environment: PORT (nginx, default 8080), INSTANCES (default "a b c"), BIN (the pager-playground
# binary; default .build/release/pager-playground, built when missing), DB (a postgres:// URL or a
# SQLite path every instance shares; default: a throwaway PostgreSQL cluster, else DIR/playground.sqlite),
# TLS_CERT and TLS_KEY (PEM files: nginx then speaks HTTPS and HTTP/2 on PORT, as a public deployment
# should; deploy/README.md, decision 0056).
# Prints `url http://127.0.0.1:PORT` (https with TLS_CERT) and `dir DIR` when everything answers.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
PG_CLUSTER="$ROOT/scripts/pg-cluster.sh"

die() {
    echo "up.sh: $*" >&2
    exit 1
}

# The port of an instance, from the first line it prints ("listening on http://127.0.0.1:PORT").
wait_for_port() {
    local out=$1 pid=$2
    for _ in $(seq 1 200); do
        if grep -q "listening on" "$out" 2>/dev/null; then
            sed -n 's/.*listening on http:\/\/[^ ]*:\([0-9]*\).*/\1/p' "$out" | head -1
            return 0
        fi
        kill -0 "$pid" 2>/dev/null || return 1
        sleep 0.1
    done
    return 1
}

up() {
    local dir=${1:-$(mktemp -d /tmp/pager-deploy.XXXXXX)}
    local port=${PORT:-8080}
    local instances=${INSTANCES:-a b c}
    local scheme=http
    if [ -n "${TLS_CERT:-}" ]; then
        [ -r "$TLS_CERT" ] && [ -r "${TLS_KEY:-}" ] || die "TLS_CERT and TLS_KEY must both name readable PEM files"
        scheme=https
    fi
    local bin=${BIN:-$ROOT/.build/release/pager-playground}
    mkdir -p "$dir/logs" "$dir/tmp" "$dir/run"
    dir=$(cd "$dir" && pwd)
    [ -e "$dir/run/pids" ] && die "$dir/run/pids exists: run 'down $dir' first"
    : >"$dir/run/pids"
    command -v nginx >/dev/null || die "nginx is missing (apt-get install nginx; scripts/setup.sh installs it)"
    if [ ! -x "$bin" ]; then
        echo "up.sh: building $bin" >&2
        (cd "$ROOT" && swift build -c release --product pager-playground >&2)
    fi

    local db=${DB:-}
    if [ -z "$db" ]; then
        if [ -f "$PG_CLUSTER" ]; then
            db=$(bash "$PG_CLUSTER" start "$dir/pg" | tail -1)
            echo "pg $dir/pg" >>"$dir/run/pids"
        else
            echo "up.sh: scripts/pg-cluster.sh is not in this checkout yet; the instances share $dir/playground.sqlite (WAL)" >&2
            db="$dir/playground.sqlite"
        fi
    fi

    # The instances: loopback, any free port, nginx's address trusted to name the client.
    local conf="$dir/instances.conf" any="" map=""
    for name in $instances; do
        PAGER_PLAYGROUND_TRUSTED_PROXIES=${PAGER_PLAYGROUND_TRUSTED_PROXIES:-127.0.0.1} \
            PAGER_PLAYGROUND_PUBLIC_URL=${PAGER_PLAYGROUND_PUBLIC_URL:-$scheme://127.0.0.1:$port} \
            "$bin" serve --host 127.0.0.1 --port 0 --instance "$name" --db "$db" --public "$ROOT/Public" \
            --quiet >"$dir/logs/$name.out" 2>"$dir/logs/$name.log" &
        local pid=$!
        echo "instance $name $pid" >>"$dir/run/pids"
        local instance_port
        instance_port=$(wait_for_port "$dir/logs/$name.out" "$pid") || die "instance $name did not start: $dir/logs/$name.log"
        echo "$name 127.0.0.1:$instance_port" >>"$dir/run/instances"
        any+="    server 127.0.0.1:$instance_port max_fails=1 fail_timeout=2s;"$'\n'
        map+="    $name pager_$name;"$'\n'
        printf 'upstream pager_%s {\n    server 127.0.0.1:%s;\n    keepalive 16;\n}\n' "$name" "$instance_port" >>"$conf.new"
    done
    {
        printf 'upstream pager_any {\n    least_conn;\n%s    keepalive 32;\n}\n' "$any"
        cat "$conf.new"
        printf 'map $pager_instance $pager_upstream {\n    default pager_any;\n%s}\n' "$map"
    } >"$conf"
    rm -f "$conf.new"
    if [ "$scheme" = https ]; then
        # `listen … ssl http2` is nginx 1.22's form (Debian 12); from 1.25.1 it is `listen … ssl;` and `http2 on;`.
        printf 'listen 127.0.0.1:%s ssl http2;\nssl_certificate %s;\nssl_certificate_key %s;\n' \
            "$port" "$TLS_CERT" "$TLS_KEY" >"$dir/listen.conf"
    else
        echo "listen 127.0.0.1:$port;" >"$dir/listen.conf"
    fi
    cp "$ROOT/deploy/nginx.conf" "$dir/nginx.conf"

    # nginx started by root runs its workers as an unprivileged user, who must be able to write tmp/.
    local global=""
    if [ "$(id -u)" = 0 ]; then
        global="user nobody nogroup;"
        chown -R nobody:nogroup "$dir/tmp"
    fi
    nginx -p "$dir" -e "$dir/logs/error.log" -c "$dir/nginx.conf" ${global:+-g "$global"} \
        || die "nginx did not start: $dir/logs/error.log"
    for _ in $(seq 1 50); do [ -s "$dir/nginx.pid" ] && break; sleep 0.1; done
    echo "nginx $(cat "$dir/nginx.pid")" >>"$dir/run/pids"
    # -k: a test's certificate is its own, signed by no one curl knows.
    for _ in $(seq 1 50); do
        curl -kfsS "$scheme://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
        sleep 0.1
    done
    curl -kfsS "$scheme://127.0.0.1:$port/api/health" >/dev/null || die "nginx does not answer on $port: $dir/logs/error.log"
    echo "$db" >"$dir/run/db"
    echo "url $scheme://127.0.0.1:$port"
    echo "dir $dir"
    echo "db $db"
}

down() {
    local dir=${1:?usage: up.sh down DIR}
    [ -f "$dir/run/pids" ] || die "$dir/run/pids is missing: nothing started there"
    local line kind rest
    # nginx first (no new requests), then the instances (SIGTERM: they drain), then PostgreSQL.
    for kind in nginx instance pg; do
        while read -r line; do
            set -- $line
            [ "$1" = "$kind" ] || continue
            case $kind in
                nginx) kill -QUIT "$2" 2>/dev/null || true ;;
                instance) kill -TERM "$3" 2>/dev/null || true ;;
                pg) bash "$PG_CLUSTER" stop "$2" >/dev/null || true ;;
            esac
        done <"$dir/run/pids"
    done
    # Wait up to 10 s for each, then SIGKILL what is left of what we started.
    while read -r line; do
        set -- $line
        local pid=""
        case $1 in nginx) pid=$2 ;; instance) pid=$3 ;; *) continue ;; esac
        for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null || true
    done <"$dir/run/pids"
    rm -f "$dir/run/pids"
    echo "stopped $dir"
}

case ${1:-} in
    up) up "${2:-}" ;;
    down) down "${2:-}" ;;
    *) die "usage: up.sh up [DIR] | down DIR" ;;
esac
