# Sourced by run.sh: the peers' folder, nginx serving Public/ with the peers'
# nginx.conf, and wrk's requests a second. Expects ROOT (the repository) to be set.

# The peers' folder: BENCH_PEERS, else the first shared/bench going up from the repository that holds
# peer-sse.js, else ../shared/bench beside it.
find_peers() {
    if [[ -n "${BENCH_PEERS:-}" ]]; then echo "$BENCH_PEERS"; return; fi
    local dir=$ROOT
    while [[ "$dir" != "/" ]]; do
        dir=$(dirname "$dir")
        if [[ -f "$dir/shared/bench/peer-sse.js" ]]; then echo "$dir/shared/bench"; return; fi
    done
    echo "$ROOT/../shared/bench"
}

# Starts NGINX (the binary) with PEERS/nginx.conf on 127.0.0.1:PORT, its prefix and log in DIR; sets
# NGINX_PID and waits up to 5 s for it to answer GET /. Returns 1 if it did not.
start_nginx_peer() {
    local port=$1 dir=$2
    mkdir -p "$dir"
    sed -e "s|@PORT@|$port|g" -e "s|@ROOT@|$ROOT/Public|g" "$PEERS/nginx.conf" >"$dir/nginx.conf"
    "$NGINX" -c "$dir/nginx.conf" -p "$dir/" -g "daemon off;" 2>"$dir/err.log" &
    NGINX_PID=$!
    for _ in $(seq 1 100); do
        curl -s -o /dev/null "http://127.0.0.1:$port/" 2>/dev/null && return 0
        sleep 0.05
    done
    return 1
}

# Requests a second that `wrk -t2 -c64` gets on GET / of 127.0.0.1:PORT in SECONDS (empty if it failed).
wrk_rps() {
    wrk -t2 -c64 -d"$2s" "http://127.0.0.1:$1/" 2>/dev/null | sed -n 's/^Requests\/sec: *\([0-9.]*\).*/\1/p'
}
