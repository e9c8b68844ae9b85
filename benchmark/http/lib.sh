# Shared by run.sh and paired.sh (sourced, not run): where each server's jar is, how it starts,
# one wrk round with the CPU it cost, the warm-up until throughput stops climbing, and the wrk
# script of json-post. The functions read the caller's globals: here, java, jvm_opts, port,
# server_cpu, wrk_cpu, connections, duration, results, pid, warm_min, warm_max, warm_window,
# warm_tolerance, warm_jit_quiet (seconds of compile time per window, 0.1 unless set),
# warm_settle_max (ms to wait after a window for the compilers to finish, 2000 unless set), and a
# log function; warm_until_steady sets warmed.
warm_jit_quiet=${warm_jit_quiet:-0.1}
warm_settle_max=${warm_settle_max:-2000}

jar_of() {
  case $1 in
    silk) echo "$here/silk/target/silk-bench.jar" ;;
    jetty-servlet) echo "$here/jetty-servlet/target/jetty-servlet-bench.jar" ;;
    jetty-core) echo "$here/jetty-core/target/jetty-core-bench.jar" ;;
    spring-boot) echo "$here/spring-boot/target/spring-boot-bench.jar" ;;
    javalin) echo "$here/javalin/target/javalin-bench.jar" ;;
    baseline) echo "${baseline_jar:?a baseline needs --baseline JAR}" ;;
    *) echo "unknown server $1" >&2; return 1 ;;
  esac
}

# The command that starts a server on $port, pinned to the server's CPU.
server_command() {
  local jar
  jar=$(jar_of "$1")
  if [ "$1" = spring-boot ]; then
    echo "taskset -c $server_cpu $java $jvm_opts -jar $jar --server.port=$port"
  else
    echo "taskset -c $server_cpu $java $jvm_opts -jar $jar $port"
  fi
}

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$port") 2> /dev/null; }

wait_ready() {
  local pid=$1
  for _ in $(seq 1 1200); do
    kill -0 "$pid" 2> /dev/null || return 1
    [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/text")" = 200 ] && return 0
    sleep 0.1
  done
  return 1
}

stop_server() {
  local pid=$1
  kill "$pid" 2> /dev/null || true
  for _ in $(seq 1 300); do kill -0 "$pid" 2> /dev/null || return 0; sleep 0.1; done
  kill -9 "$pid" 2> /dev/null || true
}

busy_ticks() { awk '/^cpu /{ print $2 + $3 + $4 + $7 + $8 + $9 }' /proc/stat; }
# utime + stime of a process, all its threads, in ticks; fields counted after the ")" of comm.
proc_ticks() { sed 's/.*) //' "/proc/$1/stat" | awk '{ print $12 + $13 }'; }
# utime + stime of the database's server and its backends (issue 30's cases), 0 without one.
# PostgreSQL answers the queries of the request being measured, so its CPU is part of the
# system under test, not a neighbour's: it is left out of "other processes" (else every round
# of a database case counts as disturbed).
db_ticks() {
  local master total=0 p
  [ -n "${db_pid_file:-}" ] && [ -f "$db_pid_file" ] || { echo 0; return; }
  master=$(head -1 "$db_pid_file")
  for p in "$master" $(pgrep -P "$master" 2> /dev/null); do
    total=$((total + $(proc_ticks "$p" 2> /dev/null || echo 0)))
  done
  echo "$total"
}
# "0m1.230s 0m0.450s" (the children's line of `times`) in ticks.
times_ticks() { awk 'NR == 2 { gsub(/s/, ""); split($1, u, "m"); split($2, s, "m"); printf "%.0f", (u[1] * 60 + u[2] + s[1] * 60 + s[2]) * 100 }' "$1"; }

path_of() {
  case $1 in
    text) echo /text ;; json) echo /json ;; json-list|json-post) echo /items ;;
    fortunes) echo /fortunes ;; static) echo /style.css ;;
    db) echo /db ;; queries) echo '/queries?queries=20' ;; fortunes-db) echo /fortunes-db ;;
    updates) echo '/updates?queries=20' ;;
  esac
}

run_wrk() { # case duration output
  local script=()
  [ "$1" = json-post ] && script=(-s "$results/post.lua")
  taskset -c "$wrk_cpu" wrk -t1 -c"$connections" -d"$2" --latency "${script[@]}" \
    "http://127.0.0.1:$port$(path_of "$1")" > "$3"
}

# One measured round; prints "elapsed server_ticks wrk_ticks other_percent".
measure() { # case output [duration, $duration unless given]
  local t0 t1 b0 b1 s0 s1 d0 d1 w
  t0=$(date +%s%N); b0=$(busy_ticks); s0=$(proc_ticks "$pid"); d0=$(db_ticks)
  ( run_wrk "$1" "${3:-$duration}" "$2"; times > "$2.times" )
  t1=$(date +%s%N); b1=$(busy_ticks); s1=$(proc_ticks "$pid"); d1=$(db_ticks)
  w=$(times_ticks "$2.times")
  # The database's share goes beside the wrk output, for the log and the report.
  [ -n "${db_pid_file:-}" ] && awk -v t="$((t1 - t0))" -v d="$((d1 - d0))" \
    'BEGIN { printf "%.1f\n", d / (t / 1e9 * 100) * 100 }' > "$2.db"
  awk -v t="$((t1 - t0))" -v b="$((b1 - b0))" -v s="$((s1 - s0))" -v w="$w" -v d="$((d1 - d0))" 'BEGIN {
    e = t / 1e9; other = (b - s - w - d) / (e * 100) * 100; if (other < 0) other = 0
    printf "%.3f %d %d %.1f\n", e, s, w, other }'
}

# Warms the server behind $port and $pid on a case until its throughput stops climbing (issue 32):
# wrk windows of $warm_window seconds, at least $warm_min seconds of load, at most $warm_max, until
# the server's JIT has stopped compiling (under $warm_jit_quiet seconds of compile time in each of
# the last two windows, read from the JVM's counters with jstat between windows, on wrk's CPU, once
# its compiler threads are idle: see jit_settle) and the last window is not more than
# $warm_tolerance % above the one before. A peer pinned to one CPU climbs in steps while its
# compile queue drains: Spring Boot held 2.6k, 5.4k and 10k req/s on json-list for a minute each,
# two 5 s windows within 3 % of each other every time (D259), so a flat throughput alone declared
# its JIT at work steady; once the JIT is quiet it moves in a band of about 20 % (D319). A JVM whose counters cannot be read (jstat
# missing, -XX:-UsePerfData) falls back to that rule: two windows within $warm_tolerance %.
# Logs each window (it is long) and writes one line per window to WINDOWS: seconds of load so far,
# requests, wrk's seconds, req/s, other processes' CPU %, the JIT's compile seconds in the window
# ("-" when unknown), the ms the compilers went on after the load (-1: still at work at the cap,
# which makes the window not quiet; "-" when unknown). Sets warmed to "seconds steady
# early_seconds early_rps last_rps max_other": steady is 0 when $warm_max ran out first; early_* is the load of the first $warm_min seconds, its
# first round(warm_min / window) windows (the "first 30 s" figure).
warm_until_steady() { # case label windows-file
  local c=$1 label=$2 file=$3 out elapsed sticks wticks other n=0 loaded=0 verdict rps change \
    jit_before jit_after jit settle
  : > "$file"
  jit_before=$(jit_seconds)
  while :; do
    n=$((n + 1))
    out=$file.$n.txt
    read -r elapsed sticks wticks other <<< "$(measure "$c" "$out" "${warm_window}s")"
    settle=$(jit_settle)
    jit_after=$(jit_seconds)
    jit=$(awk -v a="$jit_before" -v b="$jit_after" 'BEGIN { if (a == "-" || b == "-") print "-"; else printf "%.2f", b - a }')
    jit_before=$jit_after
    loaded=$(awk -v a="$loaded" -v e="$elapsed" 'BEGIN { printf "%.1f", a + e }')
    awk -v t="$loaded" -v o="$other" -v j="$jit" -v w="$settle" '
      /requests in/ { n = $1; d = $4; sub(/,$/, "", d); u = d; gsub(/[0-9.]/, "", u); sub(/[a-z]+$/, "", d)
                      s = u == "ms" ? d / 1000 : u == "m" ? d * 60 : d }
      END { printf "%s\t%d\t%.3f\t%.0f\t%s\t%s\t%s\n", t, n, s, (s > 0 ? n / s : 0), o, j, w }' "$out" >> "$file"
    rm -f "$out" "$out.times"
    read -r verdict rps change <<< "$(awk -F'\t' -v min="$warm_min" -v max="$warm_max" \
      -v tol="$warm_tolerance" -v quiet="$warm_jit_quiet" "$steady_rule"'
      END {
        verdict = (steady && t >= min) || t >= max ? "done" : "more"
        printf "%s %s %+.1f%%\n", verdict, r[n], change }' "$file")"
    [ "$n" = 1 ] && change="first window"
    log "$label: warming, ${loaded} s of load: $rps req/s ($change), JIT ${jit} s$(
      [ "$settle" = -1 ] && echo ", still compiling ${warm_settle_max} ms after the load" ||
        { [ "$settle" != - ] && [ "$settle" -gt 0 ] && echo ", compiling for $settle ms after the load"; }), other processes ${other}% of a CPU"
    [ "$verdict" = done ] && break
  done
  warmed=$(awk -F'\t' -v min="$warm_min" -v tol="$warm_tolerance" -v w="$warm_window" \
    -v quiet="$warm_jit_quiet" "$steady_rule"'
    BEGIN { k = int(min / w + 0.5); if (k < 1) k = 1 }
    { if ($5 > mo) mo = $5
      if (n <= k) { en += $2; es += $3 } }
    END { printf "%.0f %d %.0f %.0f %.0f %.1f\n", t, steady, es, (es > 0 ? en / es : 0), r[n], mo }' "$file")
}

# The steady-state rule of warm_until_steady, as awk over the windows file: sets n, r[], t, change
# and steady (see warm_until_steady). Shared by its verdict and its summary so that both agree.
# shellcheck disable=SC2016
steady_rule='
  { n++; r[n] = $4; t = $1; j[n] = $6; busy[n] = $7 == -1 }
  END {
    change = n >= 2 && r[n - 1] > 0 ? (r[n] - r[n - 1]) / r[n - 1] * 100 : 0
    if (n >= 2 && j[n] != "-" && j[n - 1] != "-")
      steady = j[n] + 0 <= quiet && j[n - 1] + 0 <= quiet && !busy[n] && !busy[n - 1] && change <= tol
    else
      steady = n >= 2 && (change < 0 ? -change : change) <= tol
  }'

# Waits until no JIT compiler thread of the server behind $pid is running or runnable, at most
# $warm_settle_max ms, and prints the milliseconds it waited, -1 when they were still at work then,
# or "-" when the threads cannot be read. jstat's compile time counts a compile when it ends, and
# under load a compile can run for many seconds of wall time: with about 70 of Tomcat's threads
# running in each window on the one CPU, Spring Boot's two compiler threads got 2-6 % of it each
# (D319). A window that ended inside such a compile read as quiet; now the load has stopped, the
# idle server's compilers have the CPU, and the compile is counted in the window it ran in, or
# the window is marked as still compiling.
jit_settle() {
  local t0 waited
  [ -d "/proc/$pid/task" ] || { echo -; return; }
  jit_compiling || { echo 0; return; }
  t0=$(date +%s%N)
  while jit_compiling; do
    waited=$((($(date +%s%N) - t0) / 1000000))
    [ "$waited" -lt "$warm_settle_max" ] || { echo -1; return; }
    sleep 0.05
  done
  echo $((($(date +%s%N) - t0) / 1000000))
}

# Whether a compiler thread of the server behind $pid is compiling (state R: running or runnable;
# an idle one sleeps on its queue). HotSpot names them "C1 CompilerThread0" and so on.
jit_compiling() {
  cat /proc/"$pid"/task/*/stat 2> /dev/null | awk '/\((C1|C2) CompilerThre/ {
    s = $0; sub(/.*\) /, "", s); if (substr(s, 1, 1) == "R") found = 1 } END { exit !found }'
}

# Seconds the server behind $pid has spent compiling so far (the JVM's own counter, as jstat reads
# it from the JVM's performance data without attaching), or "-" when it cannot be read.
jit_seconds() {
  local seconds
  seconds=$(taskset -c "$wrk_cpu" "$(dirname "$java")/jstat" -compiler "$pid" 2> /dev/null |
    awk 'NR == 2 && $4 ~ /^[0-9.]+$/ { print $4 }')
  echo "${seconds:--}"
}

# The wrk script of json-post: POST the document Verify wrote beside the results.
write_post_lua() {
  cat > "$results/post.lua" << LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local f = assert(io.open("$results/post-body.json", "rb"))
wrk.body = f:read("*a")
f:close()
LUA
}
