# Shared by run.sh and paired.sh (sourced, not run): where each server's jar is, how it starts,
# one wrk round with the CPU it cost, and the wrk script of json-post. The functions read the
# caller's globals: here, java, jvm_opts, port, server_cpu, wrk_cpu, connections, duration,
# results and pid.

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
measure() { # case output
  local t0 t1 b0 b1 s0 s1 w
  t0=$(date +%s%N); b0=$(busy_ticks); s0=$(proc_ticks "$pid")
  ( run_wrk "$1" "$duration" "$2"; times > "$2.times" )
  t1=$(date +%s%N); b1=$(busy_ticks); s1=$(proc_ticks "$pid")
  w=$(times_ticks "$2.times")
  awk -v t="$((t1 - t0))" -v b="$((b1 - b0))" -v s="$((s1 - s0))" -v w="$w" 'BEGIN {
    e = t / 1e9; other = (b - s - w) / (e * 100) * 100; if (other < 0) other = 0
    printf "%.3f %d %d %.1f\n", e, s, w, other }'
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
