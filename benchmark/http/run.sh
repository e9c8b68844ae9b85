#!/usr/bin/env bash
# The HTTP benchmark: Silk against a bare Jetty servlet (the floor), Spring Boot 4 and Javalin 7.
#
#   benchmark/http/run.sh              full run (each case warmed until its throughput stops
#                                      climbing, then 3 rounds of 15 s, each round in its own start
#                                      of the server; 10 start-up timings), publishes
#   benchmark/http/run.sh --quick      warmed 10 to 60 s, 3 rounds of 5 s, each in its own start;
#                                      5 start-up timings
#   benchmark/http/run.sh --servers jetty-servlet,javalin --cases text,json \
#       --warm-min 5 --warm-max 10 --duration 2s --startup-runs 2 --no-publish        a smoke test
#
# Every server runs on the same JDK (25) with -Xms1g -Xmx1g and G1 named explicitly (pinned to one
# CPU, the JVM would otherwise pick the Serial collector), pinned to CPU 0; wrk runs on CPU 1 with
# one thread and 64 keep-alive connections. The rounds are spread over --starts separate starts
# of each server (as many as rounds unless given; 1 takes every round in one start), and the
# starts interleave the servers (silk, servlet, spring-boot, javalin, silk, ...): the JIT's outcome
# differs from start to start (the same code measured 0.94x and 0.60x of the servlet on fortunes
# in two runs, D75; D76), so one start must not decide a server's median. In each start the
# server's answers are verified first, a case that fails is skipped; then each case is warmed until
# its throughput stops climbing (issue 32, D270, D259: 5 s wrk windows until the server's JIT has
# stopped compiling and the last window is not 3 % above the one before, at least --warm-min
# seconds of load, at most --warm-max; a peer pinned to one CPU, Spring Boot
# above all, keeps compiling for a minute or more, and a fixed 10-20 s warm-up published its JIT at
# work), and this start's measured rounds follow. The cases take turns leading a start (start k
# begins with the k-th case), so that each case's first --warm-min seconds of load are, in some
# start, the first load the JVM sees: that throughput is published as its own row ("first 30 s"),
# the medians of the rounds are the steady state. The report takes medians over all rounds of
# throughput and of each latency percentile separately, and lists how long each server needed to
# reach its steady state, start by start. A round during which other processes used more than
# --max-other percent of one CPU is taken again (up to --redo times).
# Run time per server is starts x cases x (warm-up + rounds/starts x duration), plus start-up: the
# warm-up is 30-40 s for Silk and the servlet, about a minute for Javalin, one to three for Spring
# Boot. The whole table (6 cases, 4 servers, 3 starts) takes well over an hour; docs/benchmarks.md
# gives the commands of the published subsets.
# Results go to benchmark/http/target/results-<time>/; the table into docs/benchmarks.md between
# <!-- http-bench:begin --> and <!-- http-bench:end --> (a run of database cases only: between
# <!-- http-db-bench:begin --> and <!-- http-db-bench:end -->).
#
# Options: --quick  --servers silk,jetty-servlet,spring-boot,javalin (or jetty-core: Jetty's core
#          API alone, serving /text only, the start-up floor of D94; give it --cases text)
#          --cases text,json,json-list,json-post,fortunes,static
#          (also db,queries,fortunes-db,updates: TechEmpower's database cases on a PostgreSQL
#          started for the run, D193; --db-pool 32 connections per server)
#          --warm-min 30  --warm-max 300 (seconds of load; both small for a smoke test)
#          --warm-window 5  --warm-tolerance 3 (percent)
#          --prewarm 0 (a fixed pass over every case before the first case's warm-up, e.g. 10s)
#          --duration 15s
#          --rounds 3  --starts 3 (the rounds are spread over this many starts)  --connections 64
#          --startup-runs 10 (0 skips start-up)  --max-other 10  --redo 2
#          --port 18080  --no-publish  --skip-build   (JAVA_HOME_25 overrides the JDK)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
java_home=${JAVA_HOME_25:-/usr/lib/jvm/temurin-25-jdk-amd64}
java=$java_home/bin/java

servers=silk,jetty-servlet,spring-boot,javalin
cases=text,json,json-list,json-post,fortunes,static
warm_min=30
warm_max=300
warm_window=5
warm_tolerance=3
prewarm=0
duration=15s
rounds=3
starts=
connections=64
startup_runs=10
max_other=10
redo=2
port=18080
db_pool=32
server_cpu=0
wrk_cpu=1
publish=1
build=1
mode=full
adjusted=0
jvm_opts="-Xms1g -Xmx1g -XX:+UseG1GC"
command_line=benchmark/http/run.sh
if [ $# -gt 0 ]; then command_line+=$(printf " %q" "$@"); fi

while [ $# -gt 0 ]; do
  case $1 in
    --quick) mode=quick; warm_min=10; warm_max=60; duration=5s; startup_runs=5; shift ;;
    --full) mode=full; shift ;;
    --servers) servers=$2; shift 2 ;;
    --cases) cases=$2; shift 2 ;;
    --db-pool) db_pool=$2; shift 2 ;;
    --warm-min) warm_min=$2; adjusted=1; shift 2 ;;
    --warm-max) warm_max=$2; adjusted=1; shift 2 ;;
    --warm-window) warm_window=$2; adjusted=1; shift 2 ;;
    --warm-tolerance) warm_tolerance=$2; adjusted=1; shift 2 ;;
    --warmup) echo "--warmup is gone: each case is warmed until its throughput stops climbing;" \
                "bound it with --warm-min and --warm-max (seconds)" >&2; exit 2 ;;
    --prewarm) prewarm=$2; adjusted=1; shift 2 ;;
    --duration) duration=$2; adjusted=1; shift 2 ;;
    --rounds) rounds=$2; adjusted=1; shift 2 ;;
    --starts) starts=$2; adjusted=1; shift 2 ;;
    --connections) connections=$2; adjusted=1; shift 2 ;;
    --startup-runs) startup_runs=$2; adjusted=1; shift 2 ;;
    --max-other) max_other=$2; shift 2 ;;
    --redo) redo=$2; shift 2 ;;
    --port) port=$2; shift 2 ;;
    --no-publish) publish=0; shift ;;
    --skip-build) build=0; shift ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done

starts=${starts:-$rounds}
[ "$starts" -ge 1 ] && [ "$starts" -le "$rounds" ] || { echo "--starts must be 1..rounds ($rounds)" >&2; exit 2; }
for v in "$warm_min" "$warm_max" "$warm_window" "$warm_tolerance"; do
  [[ $v =~ ^[0-9]+$ ]] || { echo "--warm-min, --warm-max, --warm-window and --warm-tolerance take whole numbers (seconds, percent): $v" >&2; exit 2; }
done
[ "$warm_window" -ge 1 ] && [ "$warm_max" -ge "$warm_min" ] \
  || { echo "--warm-max ($warm_max) must be at least --warm-min ($warm_min), --warm-window at least 1" >&2; exit 2; }

log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"; }

[ -x "$java" ] || { echo "no JDK 25 at $java_home (set JAVA_HOME_25)" >&2; exit 1; }
if ! command -v wrk > /dev/null; then
  log "installing wrk"
  apt-get update -qq && apt-get install -y -qq wrk > /dev/null
fi
if [ "$(nproc)" -lt 2 ]; then
  echo "needs two CPUs: one for the server, one for wrk" >&2
  exit 1
fi

if [ $build = 1 ]; then
  log "building the runtime modules and the servers"
  (cd "$root" && mvn -B -q install -Dmaven.test.skip=true -Dspotless.check.skip=true \
      -pl runtime/silk-json,runtime/silk-json-processor,runtime/silk-web,runtime/silk-data,runtime/silk-data-processor -am) \
    || log "the runtime did not build: the servers that need it will be missing"
  # clean: maven-shade-plugin re-shades its last output when the module's own jar is up to date,
  # and the classes in that output win over newer dependencies' (a floor with a stale silk-json, D378).
  (cd "$root" && mvn -B -q -fae -f benchmark/pom.xml clean package -DskipTests \
      -pl bench-data,http/harness,http/silk,http/jetty-servlet,http/jetty-core,http/spring-boot,http/javalin -am) \
    || log "some servers did not build; they are left out"
fi

harness=$here/harness/target/harness.jar
[ -f "$harness" ] || { echo "the harness did not build" >&2; exit 1; }

results=$here/target/results-$(date +%Y%m%d-%H%M%S)
mkdir -p "$results"
: > "$results/rounds.tsv"
: > "$results/warm.tsv"
log "results in $results"

# shellcheck source=lib.sh
. "$here/lib.sh"

IFS=, read -r -a server_list <<< "$servers"
IFS=, read -r -a case_list <<< "$cases"
available=()
for s in "${server_list[@]}"; do
  if [ -f "$(jar_of "$s")" ]; then available+=("$s"); else log "$s: no jar, left out"; fi
done
[ ${#available[@]} -gt 0 ] || { echo "no server to measure" >&2; exit 1; }
if port_in_use; then echo "port $port is in use; pass --port" >&2; exit 1; fi

# The database cases (D193) run on one PostgreSQL for every server, started here in the results
# folder by scripts/postgres.sh (Debian's server, installed when missing), with TechEmpower's
# world (10,000 rows) and fortune (12 rows) tables; each server's pool has --db-pool connections.
case ",$cases," in
  *,db,*|*,queries,*|*,fortunes-db,*|*,updates,*)
    "$root/scripts/postgres.sh" install > /dev/null
    chmod 755 "$results"
    BENCH_DB_URL=$(PG_OPTIONS="-c max_connections=300" "$root/scripts/postgres.sh" start "$results/pg")
    trap '"$root/scripts/postgres.sh" stop "$results/pg" > /dev/null 2>&1 || true' EXIT
    pg_port=$(cat "$results/pg/port")
    db_pid_file=$results/pg/data/postmaster.pid
    "$("$root/scripts/postgres.sh" bindir)/psql" -q -h 127.0.0.1 -p "$pg_port" -U silk -d postgres \
      -v ON_ERROR_STOP=1 -f "$here/db-setup.sql" > /dev/null
    export BENCH_DB_URL BENCH_DB_POOL=$db_pool
    log "database cases on $BENCH_DB_URL, pool $db_pool per server"
    ;;
esac

# Start-up first, on a machine no load has just heated: launch to first 200, with RSS.
for s in "${available[@]}"; do
  [ "$startup_runs" -gt 0 ] || break
  log "$s: start-up x$startup_runs"
  # shellcheck disable=SC2046
  taskset -c "$wrk_cpu" "$java" -cp "$harness" dev.silk.bench.http.Startup "$startup_runs" "$port" \
    "$results/startup-$s.tsv" -- $(server_command "$s") | tail -1 \
    || log "$s: start-up not measured"
done

write_post_lua

# One start of server $1, the $2nd of $starts: verify, then per case (the $2nd case first) a warm-up
# until steady and the rounds that belong to this start (round r is taken in start
# ((r - 1) % starts) + 1).
serve_start() {
  local s=$1 k=$2 c r a i out elapsed sticks wticks other rps verified order position \
    wsec wsteady wearly_s wearly_rps wlast wother
  log "$s: start $k of $starts"
  # shellcheck disable=SC2046
  $(server_command "$s") > "$results/server-$s-$k.log" 2>&1 &
  pid=$!
  if ! wait_ready "$pid"; then
    log "$s: did not answer 200 on /text; see server-$s-$k.log"
    stop_server "$pid"
    return
  fi
  "$java" -cp "$harness" dev.silk.bench.http.Verify "http://127.0.0.1:$port" "$here/static/style.css" \
    "$results/verify-$s.tsv" "$results/post-body.json" | sed "s/^/  $s: /"
  verified=()
  for c in "${case_list[@]}"; do
    if [ "$(awk -F'\t' -v c="$c" '$1 == c { print $2 }' "$results/verify-$s.tsv")" != ok ]; then
      log "$s / $c: failed verification, skipped"
      continue
    fi
    verified+=("$c")
  done
  [ ${#verified[@]} -gt 0 ] || { stop_server "$pid"; return; }
  # Start k leads with the k-th case, so that every case is, in some start, the JVM's first load.
  order=()
  for i in "${!verified[@]}"; do
    order+=("${verified[$(((i + k - 1) % ${#verified[@]}))]}")
  done
  if [ "${prewarm%s}" != 0 ]; then
    for c in "${order[@]}"; do
      log "$s / $c: warm-up pass $prewarm"
      run_wrk "$c" "$prewarm" "$results/prewarm-$s-$k-$c.txt"
    done
  fi
  position=0
  for c in "${order[@]}"; do
    position=$((position + 1))
    warm_until_steady "$c" "$s / $c" "$results/warm-$s-$k-$c.tsv"
    read -r wsec wsteady wearly_s wearly_rps wlast wother <<< "$warmed"
    log "$s / $c: $([ "$wsteady" = 1 ] && echo "steady after $wsec s" || echo "still climbing after $wsec s (--warm-max)"), first ${wearly_s} s at $wearly_rps req/s"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$s" "$c" "$k" "$position" "$wsec" "$wsteady" \
      "$wearly_s" "$wearly_rps" "$wlast" "$wother" >> "$results/warm.tsv"
    for r in $(seq "$k" "$starts" "$rounds"); do
      for a in $(seq 1 $((redo + 1))); do
        out="wrk-$s-$c-$r-$a.txt"
        read -r elapsed sticks wticks other <<< "$(measure "$c" "$results/$out")"
        rps=$(awk '/Requests\/sec/ { print $2 }' "$results/$out")
        log "$s / $c round $r: $rps req/s, other processes ${other}% of a CPU$(
          [ -f "$results/$out.db" ] && echo ", PostgreSQL $(cat "$results/$out.db")%")"
        if awk -v o="$other" -v m="$max_other" 'BEGIN { exit !(o > m) }' && [ "$a" -le "$redo" ]; then
          log "  disturbed (over ${max_other}%), taking the round again"
          continue
        fi
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$s" "$c" "$r" "$out" "$elapsed" "$sticks" \
          "$wticks" "$other" >> "$results/rounds.tsv"
        break
      done
    done
  done
  stop_server "$pid"
  sleep 2
}

# Starts interleave servers (silk, servlet, ..., silk, servlet, ...), so a slow spell of the
# machine or one unlucky JIT start does not decide a server's median.
for k in $(seq 1 "$starts"); do
  for s in "${available[@]}"; do
    serve_start "$s" "$k"
  done
done

# wrk -v exits with 1 after printing its version.
[ $adjusted = 1 ] && mode="$mode mode with adjusted durations" || mode="$mode mode"
wrk_version=$( (wrk -v 2>&1 || true) | head -1 | awk '{ print $1, $2 }')
cpu_model=$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)
setup="Run on $(date -u '+%Y-%m-%d %H:%M UTC') ($mode), $("$java" -version 2>&1 | sed -n 2p), \
$cpu_model, $(nproc) CPUs, $(uname -sr).
Every server: \`$jvm_opts\`, pinned to CPU $server_cpu; $wrk_version pinned to CPU $wrk_cpu, \
1 thread, $connections keep-alive connections over loopback; $([ "${prewarm%s}" = 0 ] || echo "a warm-up pass of $prewarm over every case, then ")\
per case a warm-up until its throughput stopped climbing (${warm_window} s windows until the JIT compiled for under \
${warm_jit_quiet} s in each of two, its compilers idle within ${warm_settle_max} ms of each window's end, and the last was not ${warm_tolerance} % above the one before, at least $warm_min s and at most $warm_max s of load), then the start's share of $rounds rounds of \
$duration, $([ "$starts" = 1 ] && echo "in one start of each server" || echo "over $starts starts of each server, interleaved, each start led by another case") (a round during which other \
processes took over $max_other% of one CPU was taken again, up to $redo times); start-up over $startup_runs starts."
"$java" -cp "$harness" dev.silk.bench.http.Report "$results" "$command_line" "$setup" "$results/report.md" "$cases"
log "report: $results/report.md"

if [ $publish = 1 ]; then
  # A run of the database cases alone has a section of its own, so that it never replaces the
  # table of the other cases (and the reverse).
  section=http-bench heading="HTTP benchmark"
  if ! tr ',' '\n' <<< "$cases" | grep -qvxE 'db|queries|fortunes-db|updates'; then
    section=http-db-bench heading="Database cases"
  fi
  "$here/../publish-section.sh" "$root/docs/benchmarks.md" "$section" "$heading" "$results/report.md"
  log "published into docs/benchmarks.md"
fi
