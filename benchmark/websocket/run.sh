#!/usr/bin/env bash
# The WebSocket echo of a small JSON message: Silk against Javalin's and Spring Boot's WebSocket
# support, the same client for all (benchmark/websocket/client: checked with the JDK's WebSocket
# client, then driven by its own cheap sockets), one run, each server in starts of its own. Absolute
# figures for context: the ranking comes from paired.sh, which survives a CPU changing speed.
#
#   benchmark/websocket/run.sh                 # build, then 3 rounds per server
#   benchmark/websocket/run.sh --skip-build --rounds 1 --seconds 5 --warm-min 5 --warm-max 15 --no-retake   # a smoke test
#
# Each round starts the server afresh on CPU 0 (the client runs on CPU 1), every JVM on JDK 25 with
# -Xms1g -Xmx1g -XX:+UseG1GC, 64 connections with one message in flight each. The client warms the
# server until its throughput stops climbing (5-second windows within 3 %, at least 30 s), then
# measures; the client reports the server's CPU time per message (from /proc/PID/stat) and its own.
# Each round records the CPU other processes used (from /proc/stat); a round in which
# they used more than 10 % of one CPU is taken again, up to twice. Medians of the rounds; ratios
# Silk / peer.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
java=${JAVA:-/usr/lib/jvm/temurin-25-jdk-amd64/bin/java}
jvm_opts="-Xms1g -Xmx1g -XX:+UseG1GC"
servers="silk javalin spring-boot"
rounds=3
seconds=20
warm_min=30
warm_max=180
attempts=3
connections=64
skip_build=false
server_cpu=0
client_cpu=1
while [ $# -gt 0 ]; do
  case $1 in
    --skip-build) skip_build=true ;;
    --rounds) rounds=$2; shift ;;
    --seconds) seconds=$2; shift ;;
    --warm-min) warm_min=$2; shift ;;
    --warm-max) warm_max=$2; shift ;;
    --no-retake) attempts=1 ;;
    --connections) connections=$2; shift ;;
    --servers) servers=${2//,/ }; shift ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

if ! $skip_build; then
  mvn -B -q -ntp -f "$root/pom.xml" install -DskipTests -pl runtime/silk-websocket -am
  mvn -B -q -ntp -f "$root/benchmark/pom.xml" package -DskipTests \
    -pl bench-data,websocket/silk,websocket/javalin,websocket/spring-boot,websocket/client
fi

jar_of() {
  case $1 in
    silk) echo "$here/silk/target/silk-ws-bench.jar" ;;
    javalin) echo "$here/javalin/target/javalin-ws-bench.jar" ;;
    spring-boot) echo "$here/spring-boot/target/spring-boot-ws-bench.jar" ;;
    *) echo "unknown server $1" >&2; return 1 ;;
  esac
}

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
busy_ticks() { awk '/^cpu /{ print $2 + $3 + $4 + $7 + $8 + $9 }' /proc/stat; }
proc_ticks() { sed 's/.*) //' "/proc/$1/stat" | awk '{ print $12 + $13 }'; }
# The children's line of `times` ("0m1.230s 0m0.450s") in ticks: the waited-for client's CPU.
times_ticks() { awk 'NR == 2 { gsub(/s/, ""); split($1, u, "m"); split($2, s, "m"); printf "%.0f", (u[1] * 60 + u[2] + s[1] * 60 + s[2]) * 100 }' "$1"; }

results=$(mktemp -d "${TMPDIR:-/tmp}/silk-ws-bench.XXXXXX")
echo "results in $results" >&2

# One round: start the server, run the client, stop the server; prints the client's JSON line with
# the other processes' share of a CPU added.
round() {
  local server=$1 port pid client_pid out busy0 busy1 s0 s1 c1 t0 t1 others
  port=$(free_port)
  if [ "$server" = spring-boot ]; then
    taskset -c $server_cpu $java $jvm_opts -jar "$(jar_of "$server")" --server.port="$port" --server.address=127.0.0.1 > "$results/$server.log" 2>&1 &
  else
    taskset -c $server_cpu $java $jvm_opts -jar "$(jar_of "$server")" "$port" > "$results/$server.log" 2>&1 &
  fi
  pid=$!
  for _ in $(seq 1 600); do
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2> /dev/null && break
    kill -0 "$pid" 2> /dev/null || { echo "$server did not start: see $results/$server.log" >&2; return 1; }
    sleep 0.1
  done
  out="$results/$server-client.json"
  busy0=$(busy_ticks); s0=$(proc_ticks "$pid"); t0=$(date +%s%N)
  taskset -c $client_cpu $java $jvm_opts -Dwarm.min="$warm_min" -Dwarm.max="$warm_max" -Dserver.pid="$pid" -jar "$here/client/target/ws-client.jar" \
    "ws://127.0.0.1:$port/echo" "$connections" "$seconds" > "$out" &
  client_pid=$!
  wait "$client_pid"
  busy1=$(busy_ticks); s1=$(proc_ticks "$pid"); t1=$(date +%s%N)
  times > "$results/times"
  c1=$(times_ticks "$results/times")
  kill "$pid" 2> /dev/null || true
  wait "$pid" 2> /dev/null || true
  # Other processes' CPU over the whole round, as a share of one CPU: all busy ticks less the
  # server's and the client's (this subshell's only waited-for child).
  local elapsed_ticks=$(( (t1 - t0) / 10000000 ))
  others=$(python3 -c "print(max(0, ($busy1 - $busy0) - ($s1 - $s0) - $c1) / $elapsed_ticks)")
  python3 -c "import json; d=json.load(open('$out')); d['server']='$server'; d['othersCpu']=max(d.get('othersCpu', 0), round($others, 3)); print(json.dumps(d))"
}

for r in $(seq 1 "$rounds"); do
  for server in $servers; do
    for attempt in $(seq 1 "$attempts"); do
      line=$(round "$server")
      echo "$line" | tee -a "$results/rounds.jsonl" >&2
      others=$(echo "$line" | python3 -c 'import json,sys; print(json.load(sys.stdin)["othersCpu"])')
      python3 -c "import sys; sys.exit(0 if $others <= 0.10 else 1)" && break
      [ "$attempt" -lt "$attempts" ] && echo "round $r of $server disturbed (others used $others of a CPU): taking it again" >&2
    done
  done
done

python3 - "$results/rounds.jsonl" <<'PY'
import json, statistics, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
by = {}
for r in rows:
    by.setdefault(r["server"], []).append(r)
med = {s: {k: statistics.median(x[k] for x in v) for k in ("messagesPerSecond", "p99Micros", "p50Micros", "serverCpuMicrosPerMessage", "clientCpuMicrosPerMessage", "warmSeconds", "othersCpu")} for s, v in by.items()}
print("| server | messages/s | p50 µs | p99 µs | server CPU µs/msg | client CPU µs/msg | warm-up s | others' CPU | rounds |")
print("|---|---|---|---|---|---|---|---|---|")
for s, m in med.items():
    print(f"| {s} | {m['messagesPerSecond']:.0f} | {m['p50Micros']:.0f} | {m['p99Micros']:.0f} | {m['serverCpuMicrosPerMessage']:.2f} | {m['clientCpuMicrosPerMessage']:.2f} | {m['warmSeconds']:.0f} | {m['othersCpu']:.2f} | {len(by[s])} |")
if "silk" in med:
    for peer in ("javalin", "spring-boot"):
        if peer in med:
            print(f"\nSilk / {peer}: {med['silk']['messagesPerSecond'] / med[peer]['messagesPerSecond']:.2f}x messages/s, p99 {med['silk']['p99Micros'] / med[peer]['p99Micros']:.2f}x")
PY
