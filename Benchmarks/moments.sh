#!/usr/bin/env bash
# How the SSE levels of the saved runs (Benchmarks/results/*.txt) follow the machine's speed at the
# moment of each run. nginx serving the same static file (the run's `static GET /` note, median
# requests a second) is the measure of the moment: its code never changes between runs, ours does.
#
#   bash Benchmarks/moments.sh [RUN.txt ...]      (default: every run in Benchmarks/results)
#
# Prints one line per run, fastest moment first (nginx requests a second, our engine's ns a frame,
# sessions at 60 fps, the ratio to Node, the plain C floor's on-time share at the level after ours),
# then per band of nginx speed: how many runs, the levels they reached, and in how many of the runs
# that noted the floor it carried the level after ours (>= 99 % on time). Reads files only. See
# BENCHMARKS.md ("Across every run").
set -euo pipefail
if (($# == 0)); then set -- "$(dirname "$0")"/results/*.txt; fi

for f in "$@"; do
    awk -v file="$(basename "$f")" '
        $1 == "engine_ns_per_frame_5_tabs" && engine == "" { engine = $2 }
        $1 == "sse_sessions_at_60fps" && level == "" { level = $2 }
        $1 == "sse_frames_per_cpu_second_ratio_vs_node" && ratio == "" { ratio = $2 }
        /^# static GET \/ requests\/s:/ && nginx == "" {
            for (i = 1; i <= NF; i++) if ($i == "nginx") at = i
            for (i = at; i <= NF; i++) if ($i == "(median") { nginx = $(i + 1); sub(/\)$/, "", nginx); break }
        }
        /^# floor at [0-9]+ sessions/ && floor == "" {
            for (i = 1; i <= NF; i++) if ($i == "time") { floor = $(i + 1); sub(/,$/, "", floor); break }
        }
        END {
            if (nginx == "" || level == "") exit
            printf "%d %s %s %s %s %s\n", nginx, engine, level, (ratio == "" ? "-" : ratio), (floor == "" ? "-" : floor), file
        }' "$f"
done | sort -rn | awk '
    function band(rps) { return rps >= 70000 ? 1 : rps >= 55000 ? 2 : rps >= 40000 ? 3 : 4 }
    BEGIN {
        name[1] = "nginx 70 000 req/s or more"; name[2] = "55 000-69 999"; name[3] = "40 000-54 999"
        name[4] = "below 40 000"
        print "nginx_rps engine_ns level ratio_vs_node floor_next_level run"
    }
    {
        print
        b = band($1); runs[b]++; levels[b, $3]++
        if ($5 != "-") { floors[b]++; if ($5 + 0 >= 0.99) carried[b]++ }
        if (!($3 in seen)) { seen[$3] = 1; order[++nlevels] = $3 }
    }
    END {
        for (i = 1; i <= nlevels; i++) for (j = i + 1; j <= nlevels; j++)
            if (order[j] + 0 < order[i] + 0) { t = order[i]; order[i] = order[j]; order[j] = t }
        print ""
        print "band | runs | sessions at 60 fps (level:runs) | the C floor carried the level after ours"
        for (b = 1; b <= 4; b++) {
            if (!runs[b]) continue
            line = ""
            for (i = 1; i <= nlevels; i++) if (levels[b, order[i]]) line = line " " order[i] ":" levels[b, order[i]]
            printf "%s | %d |%s | %d of %d\n", name[b], runs[b], line, carried[b], floors[b]
        }
    }'
