#!/usr/bin/env bash
# The WebSocket echo, paired: Silk and one peer running at the same time, both pinned to CPU 0 on
# ports of their own, the client on CPU 1 driving one server at a time in short rounds that
# alternate between them. A CPU of these shared machines changes speed for seconds to minutes
# (decision D84), which moves a whole round by up to 1.5x; two rounds a few seconds apart see the
# same speed, so each pair gives a ratio, and the report is the median and IQR of the ratios:
# messages per second, server CPU time per message (utime + stime from /proc/PID/stat, which holds
# on a busy machine too), p99. The client (benchmark/websocket/client, PairedEcho) checks each
# server with the JDK's WebSocket client first, then drives its own sockets and reports its CPU.
#
#   benchmark/websocket/paired.sh                        Silk against javalin, then spring-boot
#   benchmark/websocket/paired.sh --peers javalin --pairs 5 --duration 2 --warm-min 10 --warm-max 20 --no-publish
#   benchmark/websocket/paired.sh --baseline /tmp/silk-ws-before.jar   this build of Silk against an
#                                                   earlier one (never published)
#
# Options: --peers javalin,spring-boot  --baseline JAR (the peer is that jar of Silk's echo server,
#          built from an earlier commit)  --pairs 15  --duration 3 (seconds a round)
#          --warm-min 30 --warm-max 180 (each server warmed until two 5 s windows are within 3 %)
#          --warmup 10 (seconds each, after both are warm)  --connections 64  --max-other 10
#          --port 18090 (the peer takes the next)  --no-publish  --skip-build
# Results go to benchmark/websocket/target/paired-<time>/; the tables into docs/benchmarks.md
# between <!-- ws-paired-PEER:begin --> and its end.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
java_home=${JAVA_HOME_25:-/usr/lib/jvm/temurin-25-jdk-amd64}
java=$java_home/bin/java

peers=javalin,spring-boot
pairs=15
duration=3
warm_min=30
warm_max=180
warmup=10
connections=64
max_other=10
base_port=18090
server_cpu=0
client_cpu=1
publish=1
build=1
jvm_opts="-Xms1g -Xmx1g -XX:+UseG1GC"
command_line=benchmark/websocket/paired.sh
if [ $# -gt 0 ]; then command_line+=$(printf " %q" "$@"); fi

while [ $# -gt 0 ]; do
  case $1 in
    --peers) peers=$2; shift 2 ;;
    --baseline) peers=baseline; baseline_jar=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); publish=0; shift 2 ;;
    --pairs) pairs=$2; shift 2 ;;
    --duration) duration=$2; shift 2 ;;
    --warm-min) warm_min=$2; shift 2 ;;
    --warm-max) warm_max=$2; shift 2 ;;
    --warmup) warmup=$2; shift 2 ;;
    --connections) connections=$2; shift 2 ;;
    --max-other) max_other=$2; shift 2 ;;
    --port) base_port=$2; shift 2 ;;
    --no-publish) publish=0; shift ;;
    --skip-build) build=0; shift ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done

log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"; }

[ -x "$java" ] || { echo "no JDK 25 at $java_home (set JAVA_HOME_25)" >&2; exit 1; }
[ "$(nproc)" -ge 2 ] || { echo "needs two CPUs: one for the servers, one for the client" >&2; exit 1; }

IFS=, read -r -a peer_list <<< "$peers"
if [ $build = 1 ]; then
  log "building silk-websocket, the servers and the client"
  (cd "$root" && mvn -B -q -ntp install -Dmaven.test.skip=true -Dspotless.check.skip=true \
      -pl runtime/silk-websocket -am)
  (cd "$root" && mvn -B -q -ntp -f benchmark/pom.xml package -DskipTests \
      -pl "bench-data,websocket/silk,websocket/client$([ "$peers" = baseline ] || printf ',websocket/%s' "${peer_list[@]}")")
fi

jar_of() {
  case $1 in
    silk) echo "$here/silk/target/silk-ws-bench.jar" ;;
    javalin) echo "$here/javalin/target/javalin-ws-bench.jar" ;;
    spring-boot) echo "$here/spring-boot/target/spring-boot-ws-bench.jar" ;;
    baseline) echo "$baseline_jar" ;;
    *) echo "unknown server $1 (javalin or spring-boot)" >&2; return 1 ;;
  esac
}
client=$here/client/target/ws-client.jar
for s in silk "${peer_list[@]}"; do
  [ -f "$(jar_of "$s")" ] || { echo "$s: no jar at $(jar_of "$s"); build first" >&2; exit 1; }
done
[ -f "$client" ] || { echo "no client jar at $client; build first" >&2; exit 1; }

results=$here/target/paired-$(date +%Y%m%d-%H%M%S)
mkdir -p "$results"
log "results in $results"

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2> /dev/null; }

declare -A pid_of
start() { # server port
  local extra=("$2")
  [ "$1" = spring-boot ] && extra=(--server.port="$2" --server.address=127.0.0.1)
  taskset -c $server_cpu "$java" $jvm_opts -jar "$(jar_of "$1")" "${extra[@]}" > "$results/server-$1.log" 2>&1 &
  pid_of[$1]=$!
  for _ in $(seq 1 600); do
    port_open "$2" && return 0
    kill -0 "${pid_of[$1]}" 2> /dev/null || { echo "$1 did not start: see $results/server-$1.log" >&2; return 1; }
    sleep 0.1
  done
  echo "$1 did not open port $2 in 60 s: see $results/server-$1.log" >&2
  return 1
}
stop() {
  local pid=${pid_of[$1]:-}
  [ -n "$pid" ] || return 0
  kill "$pid" 2> /dev/null || true
  for _ in $(seq 1 300); do kill -0 "$pid" 2> /dev/null || break; sleep 0.1; done
  kill -9 "$pid" 2> /dev/null || true
  pid_of[$1]=
}
trap 'for s in "${!pid_of[@]}"; do stop "$s"; done' EXIT

for port in $base_port $((base_port + 1)); do
  if port_open $port; then echo "port $port is in use; pass --port" >&2; exit 1; fi
done

java_version=$("$java" -version 2>&1 | sed -n 2p)
for peer in "${peer_list[@]}"; do
  log "silk against $peer"
  start silk "$base_port"
  start "$peer" $((base_port + 1))
  mkdir -p "$results/$peer"
  taskset -c $client_cpu "$java" $jvm_opts -cp "$client" dev.silk.bench.ws.PairedEcho \
    --silk "ws://127.0.0.1:$base_port/echo" --silk-pid "${pid_of[silk]}" \
    --peer "$peer" --peer-uri "ws://127.0.0.1:$((base_port + 1))/echo" --peer-pid "${pid_of[$peer]}" \
    --pairs "$pairs" --duration "$duration" --warm-min "$warm_min" --warm-max "$warm_max" \
    --warmup "$warmup" --connections "$connections" --max-other "$max_other" \
    --out "$results/$peer" --command "$command_line" --java "$java_version"
  stop silk
  stop "$peer"
  if [ $publish = 1 ]; then
    "$here/../publish-section.sh" "$root/docs/benchmarks.md" "ws-paired-$peer" \
      "WebSocket echo, paired against $peer" "$results/$peer/report.md"
    log "published into docs/benchmarks.md"
  fi
done
