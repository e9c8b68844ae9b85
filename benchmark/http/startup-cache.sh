#!/usr/bin/env bash
# Start-up with each framework's own start-up cache, on JDK 25 (issue 31): Silk started by the
# launcher `silk native --aot` writes, from the AOT cache it recorded under its training load, against
# Spring Boot 4 with the set-up its reference recommends for production start-up (the jar extracted
# with `-Djarmode=tools extract`, an AOT cache recorded with -XX:AOTCacheOutput and
# -Dspring.context.exit=onRefresh, started with -XX:AOTCache), and both plain (`java -jar`).
# Beside them the floor (D94, D206): `jetty-core`, Jetty 12 with one core handler and nothing else,
# plain and from an AOT cache the JVM records while wrk loads GET /text for as long as Silk trains,
# so the table shows how much of Silk's figures any server on Jetty 12 pays.
# Every JVM: -Xms1g -Xmx1g -XX:+UseG1GC, pinned to CPU 0; the timing harness on CPU 1. Launch to the
# first 200 on GET /text and the RSS then (dev.silk.bench.http.Startup). Both cached starts run with
# -XX:AOTMode=on, so a cache that does not map fails instead of timing a plain start.
#
# Rounds are paired and alternating: each round starts the six once, in an order that rotates from
# round to round. A start during which other processes used more than --max-other % of one CPU is
# taken again (up to --redo times; the figure kept then says how busy the machine was).
#
#   benchmark/http/startup-cache.sh                 build, record both caches, 10 rounds, publish
#   benchmark/http/startup-cache.sh --rounds 3 --no-publish --skip-build     a smoke test
# Options: --rounds 10  --max-other 10  --redo 3  --train-seconds 30  --port 18090  --skip-build
#          --no-record (reuse both caches)  --no-publish   (JAVA_HOME_25 overrides the JDK)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
java_home=${JAVA_HOME_25:-/usr/lib/jvm/temurin-25-jdk-amd64}
java=$java_home/bin/java
rounds=10 max_other=10 redo=3 train_seconds=30 port=18090 build=1 record=1 publish=1
while [ $# -gt 0 ]; do
  case $1 in
    --rounds) rounds=$2; shift 2 ;;
    --max-other) max_other=$2; shift 2 ;;
    --redo) redo=$2; shift 2 ;;
    --train-seconds) train_seconds=$2; shift 2 ;;
    --port) port=$2; shift 2 ;;
    --skip-build) build=0; shift ;;
    --no-record) record=0; shift ;;
    --no-publish) publish=0; shift ;;
    *) echo "unknown option $1 (see the head of $0)" >&2; exit 2 ;;
  esac
done
jvm_opts=(-Xms1g -Xmx1g -XX:+UseG1GC)
server_cpu=0 harness_cpu=1
log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"; }

[ -x "$java" ] || { echo "no JDK 25 at $java_home (set JAVA_HOME_25)" >&2; exit 1; }
[ "$(nproc)" -ge 2 ] || { echo "needs two CPUs: one for the server, one for the harness" >&2; exit 1; }

if [ $build = 1 ]; then
  log "building the CLI, the runtime and the two servers"
  (cd "$root" && mvn -B -q install -Dmaven.test.skip=true -Dspotless.check.skip=true \
      -pl runtime/silk-json,runtime/silk-json-processor,runtime/silk-web,cli -am)
  # clean: maven-shade-plugin re-shades its last output when the module's own jar is up to date,
  # and the classes in that output win over newer dependencies' (a floor with a stale silk-json, D378).
  (cd "$root" && mvn -B -q -f benchmark/pom.xml clean package -DskipTests \
      -pl bench-data,http/harness,http/silk,http/spring-boot,http/jetty-core -am)
fi
harness=$here/harness/target/harness.jar
silk_dir=$here/silk
silk_jar=$silk_dir/target/silk-bench.jar
spring_jar=$here/spring-boot/target/spring-boot-bench.jar
spring_dir=$here/spring-boot/target/aot-cache
core_jar=$here/jetty-core/target/jetty-core-bench.jar
core_cache=$here/jetty-core/target/jetty-core-bench.aot
for f in "$harness" "$silk_jar" "$spring_jar" "$core_jar"; do
  [ -f "$f" ] || { echo "missing $f: run without --skip-build" >&2; exit 1; }
done

if [ $record = 1 ]; then
  log "silk: silk native --aot (training ${train_seconds}s on every GET case)"
  cli_jar=
  for jar in "$root"/cli/target/silk-cli-*.jar; do
    case $jar in *-sources.jar) ;; *) cli_jar=$jar ;; esac
  done
  JAVA_HOME=$java_home "$java" -cp "$cli_jar:$root/cli/target/silk-home/lib/*:$root/cli/target/silk-home/runtime/*" \
    dev.silk.cli.Main native --aot --no-maven --no-measure -C "$silk_dir" \
    --jvm-option=-Xms1g --jvm-option=-Xmx1g --jvm-option=-XX:+UseG1GC \
    --train-url /text --train-url /json --train-url /items --train-url /fortunes --train-url /style.css \
    --train-seconds "$train_seconds"
  log "spring-boot: extract, then a training run with -XX:AOTCacheOutput and spring.context.exit=onRefresh"
  rm -rf "$spring_dir"
  "$java" -Djarmode=tools -jar "$spring_jar" extract --destination "$spring_dir" > /dev/null
  (cd "$spring_dir" && "$java" "${jvm_opts[@]}" -XX:AOTCacheOutput="$spring_dir/app.aot" \
      -Dspring.context.exit=onRefresh -jar "$spring_dir/spring-boot-bench.jar" > "$spring_dir/training.log" 2>&1)
  [ -s "$spring_dir/app.aot" ] || { echo "Spring Boot wrote no AOT cache; see $spring_dir/training.log" >&2; exit 1; }

  log "jetty-core: a training run with -XX:AOTCacheOutput under ${train_seconds}s of wrk on GET /text"
  if ! command -v wrk > /dev/null; then
    log "installing wrk"
    apt-get update -qq && apt-get install -y -qq wrk > /dev/null
  fi
  rm -f "$core_cache"
  taskset -c $server_cpu "$java" "${jvm_opts[@]}" -XX:AOTCacheOutput="$core_cache" -jar "$core_jar" "$port" \
    > "$here/jetty-core/target/aot-training.log" 2>&1 &
  core_pid=$!
  for _ in $(seq 1 600); do
    curl -fs -o /dev/null "http://127.0.0.1:$port/text" && break
    sleep 0.1
  done
  taskset -c $harness_cpu wrk -t1 -c4 -d"${train_seconds}s" "http://127.0.0.1:$port/text" > /dev/null
  # SIGTERM runs the JVM's exit, which writes the cache (in a child JVM it waits for).
  kill "$core_pid"
  wait "$core_pid" || true
  [ -s "$core_cache" ] || { echo "jetty-core wrote no AOT cache; see $here/jetty-core/target/aot-training.log" >&2; exit 1; }
fi
if [ ! -x "$silk_dir/target/silk-bench" ] || [ ! -s "$silk_dir/target/silk-bench.aot" ]; then
  echo "no Silk cache: run without --no-record" >&2
  exit 1
fi
[ -s "$spring_dir/app.aot" ] || { echo "no Spring Boot cache: run without --no-record" >&2; exit 1; }
[ -s "$core_cache" ] || { echo "no jetty-core cache: run without --no-record" >&2; exit 1; }

variants=(silk silk-aot spring-boot spring-boot-aot jetty-core jetty-core-aot)
command_of() { # the command that starts variant $1 on $port
  case $1 in
    silk) echo "taskset -c $server_cpu $java ${jvm_opts[*]} -jar $silk_jar $port" ;;
    silk-aot) echo "taskset -c $server_cpu env JAVA_HOME=$java_home JAVA_OPTS=-XX:AOTMode=on $silk_dir/target/silk-bench $port" ;;
    spring-boot) echo "taskset -c $server_cpu $java ${jvm_opts[*]} -jar $spring_jar --server.port=$port" ;;
    spring-boot-aot) echo "taskset -c $server_cpu $java ${jvm_opts[*]} -XX:AOTCache=$spring_dir/app.aot -XX:AOTMode=on -jar $spring_dir/spring-boot-bench.jar --server.port=$port" ;;
    jetty-core) echo "taskset -c $server_cpu $java ${jvm_opts[*]} -jar $core_jar $port" ;;
    jetty-core-aot) echo "taskset -c $server_cpu $java ${jvm_opts[*]} -XX:AOTCache=$core_cache -XX:AOTMode=on -jar $core_jar $port" ;;
  esac
}

results=$here/target/startup-cache-$(date +%Y%m%d-%H%M%S)
mkdir -p "$results"
log "results in $results"
for v in "${variants[@]}"; do : > "$results/$v.tsv"; done
for r in $(seq 1 "$rounds"); do
  for k in "${!variants[@]}"; do
    v=${variants[$(((r - 1 + k) % ${#variants[@]}))]}
    for attempt in $(seq 0 "$redo"); do
      # shellcheck disable=SC2046
      line=$(taskset -c $harness_cpu "$java" -XX:+UseSerialGC -cp "$harness" dev.silk.bench.http.Startup 1 "$port" \
        "$results/one.tsv" -- $(command_of "$v") | head -1)
      other=$(cut -f3 "$results/one.tsv")
      log "round $r $v: $line"
      if awk -v o="$other" -v m="$max_other" 'BEGIN { exit !(o <= m) }' || [ "$attempt" = "$redo" ]; then
        cat "$results/one.tsv" >> "$results/$v.tsv"
        break
      fi
      log "  taken again: other processes used $other % of a CPU"
    done
  done
done
rm -f "$results/one.tsv"

median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ms() { cut -f1 "$results/$1.tsv" | median; }
mib() { cut -f2 "$results/$1.tsv" | median | awk '{ printf "%.0f", $1 / 1024 }'; }
others() { cut -f3 "$results/$1.tsv" | sort -n | awk '{ v[NR] = $1 } END { printf "%s–%s", v[1], v[NR] }'; }
size_mib() { awk -v b="$(wc -c < "$1")" 'BEGIN { printf "%.1f", b / 1048576 }'; }
spring_aot_ms=$(ms spring-boot-aot) spring_aot_rss=$(mib spring-boot-aot)
spring_ms=$(ms spring-boot) spring_rss=$(mib spring-boot)
{
  echo "Produced by \`benchmark/http/startup-cache.sh --rounds $rounds\` on $(date -u '+%Y-%m-%d %H:%M') UTC, $("$java" -version 2>&1 | sed -n 2p), $(nproc) CPUs."
  echo "Every JVM \`${jvm_opts[*]}\` pinned to CPU 0; launch to the first 200 on \`GET /text\` and the RSS then; $rounds paired rounds, each starting the six once in an order that rotates; a start during which other processes used over $max_other % of one CPU was taken again (up to $redo times)."
  [ $record = 1 ] || echo "The caches are an earlier run's (\`--no-record\`); the training lengths below are this run's option, not necessarily theirs."
  echo "Silk's cache: \`silk native --aot\` with the same JVM options and a ${train_seconds} s training load on every GET case, started by its launcher; Spring Boot's: its reference's set-up (\`-Djarmode=tools extract\`, a training run with \`-XX:AOTCacheOutput\` and \`-Dspring.context.exit=onRefresh\`, \`-XX:AOTCache\` on the extracted jar); jetty-core's (the floor: Jetty 12, one core handler): \`-XX:AOTCacheOutput\` under ${train_seconds} s of wrk on \`GET /text\`; every cached start with \`-XX:AOTMode=on\`."
  echo
  echo "| server | start | starts | first 200 (ms) | RSS (MiB) | ÷ Spring Boot's time, same set-up | ÷ its RSS | other CPU % |"
  echo "|---|---|---:|---:|---:|---:|---:|---:|"
  for v in "${variants[@]}"; do
    case $v in
      *-aot) mode="AOT cache"; base_ms=$spring_aot_ms; base_rss=$spring_aot_rss ;;
      *) mode="plain"; base_ms=$spring_ms; base_rss=$spring_rss ;;
    esac
    m=$(ms "$v") r=$(mib "$v")
    awk -v s="${v%-aot}" -v mode="$mode" -v n="$(wc -l < "$results/$v.tsv")" -v m="$m" -v r="$r" \
      -v bm="$base_ms" -v br="$base_rss" -v o="$(others "$v")" \
      'BEGIN { printf "| %s | %s | %d | %.0f | %.0f | %.2f | %.2f | %s |\n", s, mode, n, m, r, m / bm, r / br, o }'
  done
  echo
  echo "| file | MiB |"
  echo "|---|---:|"
  echo "| Silk's jar (\`silk-bench.jar\`) | $(size_mib "$silk_jar") |"
  echo "| Silk's AOT cache (\`silk-bench.aot\`) | $(size_mib "$silk_dir/target/silk-bench.aot") |"
  echo "| Spring Boot's jar (\`spring-boot-bench.jar\`) | $(size_mib "$spring_jar") |"
  echo "| Spring Boot's extracted jar and \`lib/\` | $(du -sk "$spring_dir/spring-boot-bench.jar" "$spring_dir/lib" | awk '{ k += $1 } END { printf "%.1f", k / 1024 }') |"
  echo "| Spring Boot's AOT cache (\`app.aot\`) | $(size_mib "$spring_dir/app.aot") |"
  echo "| jetty-core's jar (\`jetty-core-bench.jar\`) | $(size_mib "$core_jar") |"
  echo "| jetty-core's AOT cache (\`jetty-core-bench.aot\`) | $(size_mib "$core_cache") |"
} > "$results/report.md"
cat "$results/report.md"
if [ $publish = 1 ]; then
  "$here/../publish-section.sh" "$root/docs/benchmarks.md" http-startup-cache "Start-up with a start-up cache (issue 31)" "$results/report.md"
  log "published into docs/benchmarks.md"
fi
