#!/usr/bin/env bash
# Whether C2 inlines the string put (`JsonOutput.put(JsonKey, String)`) into the generated codecs
# of Silk's benchmark server under the json-list load, and how large its own compile is: the check
# of D328, D351, D357 and D358. One start of each jar given, one after the other (the JIT's outcome
# differs from start to start, D95: give a jar twice for two starts of it), each pinned to CPU 0
# with the harness's heap and GC and -XX:+PrintInlining, asked for each page once, then loaded with
# wrk on CPU 1 for --windows windows of 5 s of GET /items; then `jcmd Compiler.codelist` while it
# still runs.
#
#   benchmark/http/put-inlining.sh benchmark/http/silk/target/silk-bench.jar /tmp/silk-main.jar
#
# Prints per jar: requests per second of each window, every call site of the string put with C2's
# decision ("inline (hot)", or "already compiled into a big method" when its own compile came first
# and is over InlineSmallCode, 2,500 bytes on x86-64), and the size of each compile of it: the code
# section, stubs included, so somewhat more than the instructions C2 compares with InlineSmallCode.
# Also C2's decisions on the UTF-16 branches of `String.charAt` and `codePointAt`, which the
# Latin-1 scan reads chars with: "low call site frequency" is a call left in the scan (D372).
# A variant whose put writes the key and calls a string write of its own, memberString (D367), has
# that method's call sites ("hot method too big" where C2 refuses it) and compiles printed too.
# With --jfr, each start also keeps a flight recording (JFR's profile settings) and prints how many
# Java samples there were per 1,000 requests and the five methods most often on top (D372).
# Options: --windows 4  --port 18390  (the server's port; nothing else may use it)  --jfr
# The server logs go to benchmark/http/target/put-inlining-<time>/.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
java_home=${JAVA_HOME_25:-/usr/lib/jvm/temurin-25-jdk-amd64}
windows=4
port=18390
jfr=0
jars=()
while [ $# -gt 0 ]; do
  case $1 in
    --windows) windows=$2; shift 2 ;;
    --port) port=$2; shift 2 ;;
    --jfr) jfr=1; shift ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    -*) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
    *) jars+=("$1"); shift ;;
  esac
done
[ ${#jars[@]} -gt 0 ] || { echo "usage: $0 [--windows N] [--port P] SILK-BENCH.jar..." >&2; exit 2; }
command -v wrk > /dev/null || { echo "needs wrk (benchmark/http/paired.sh installs it)" >&2; exit 1; }

out=$here/target/put-inlining-$(date +%Y%m%d-%H%M%S)
mkdir -p "$out"
pid=
trap '[ -n "$pid" ] && kill "$pid" 2> /dev/null || true' EXIT

n=0
for jar in "${jars[@]}"; do
  n=$((n + 1))
  log=$out/server-$n.log
  echo "== $n: $jar"
  recording=()
  [ $jfr = 1 ] && recording=("-XX:StartFlightRecording=filename=$out/server-$n.jfr,settings=profile")
  taskset -c 0 "$java_home/bin/java" -Xms1g -Xmx1g -XX:+UseG1GC -XX:+UnlockDiagnosticVMOptions \
    -XX:+PrintInlining "${recording[@]}" -jar "$jar" "$port" > "$log" 2>&1 &
  pid=$!
  for _ in $(seq 1 300); do
    curl -sf -o /dev/null "http://127.0.0.1:$port/text" && break
    kill -0 "$pid" 2> /dev/null || { echo "the server stopped; see $log" >&2; exit 1; }
    sleep 0.1
  done
  # Every page once first, as paired.sh's verification does: the fortunes page's Japanese message
  # is read with String.charAt (jte's escaping), which makes charAt's UTF-16 branch rare rather
  # than never taken, the state a server that serves more than one page is in (D372).
  for page in text json items fortunes; do
    curl -sf -o /dev/null "http://127.0.0.1:$port/$page" || true
  done
  requests=0
  for _ in $(seq 1 "$windows"); do
    r=$(taskset -c 1 wrk -t1 -c64 -d5s "http://127.0.0.1:$port/items" | awk '/Requests\/sec/ { print $2 }')
    echo "  req/s $r"
    requests=$(awk -v a="$requests" -v r="$r" 'BEGIN { printf "%d", a + r * 5 }')
  done
  "$java_home/bin/jcmd" "$pid" Compiler.codelist > "$out/codelist-$n.txt"
  if [ $jfr = 1 ]; then
    "$java_home/bin/jcmd" "$pid" JFR.dump filename="$out/server-$n.jfr" > /dev/null
    # Samples per 1,000 requests (the warm-up before the first window is counted too) and the five
    # methods most often on top. JFR names a sample in compiled code by the debug information
    # nearest its address, so an inlined loop's samples can come under a neighbour's name: compare
    # the samples per request as well as the names (D372).
    "$java_home/bin/jfr" print --events jdk.ExecutionSample --stack-depth 1 "$out/server-$n.jfr" \
      | awk -v requests="$requests" '
          /jdk.ExecutionSample/ { samples++ }
          /stackTrace = \[/ { getline; sub(/^[[:space:]]*/, ""); sub(/ line:.*/, ""); top[$0]++ }
          END {
            printf "  JFR: %d Java samples, %.2f per 1,000 requests; on top:\n", samples,
                   1000 * samples / (requests > 0 ? requests : 1)
            for (m in top) printf "%8d %s\n", top[m], m | "sort -rn | head -5"
          }'
  fi
  kill "$pid"
  wait "$pid" 2> /dev/null || true
  pid=
  # PrintInlining names a method by its bytecode size, not its signature: every put overload is
  # listed; the string put is the one of 40 bytes on main (27 with D367's memberString).
  grep -o 'dev.silk.json.JsonOutput::\(put\|memberString\) ([0-9]* bytes).*' "$log" | sort \
    | uniq -c | sort -rn | sed 's/^/  /'
  # The UTF-16 branch of the accessors the Latin-1 scan reads chars with: "low call site frequency"
  # is a call left in the compiled scan, which keeps C2 from dropping it for Latin-1 Strings (D372).
  grep -o 'java.lang.StringUTF16::\(charAt\|codePointAt\) ([0-9]* bytes).*' "$log" | sort | uniq -c \
    | sort -rn | sed 's/^/  /'
  # codelist: "id tier state method [header, code begin - code end]"
  grep 'JsonOutput.\(put(Ldev/silk/json/JsonKey;Ljava/lang/String;)\|memberString\)' \
    "$out/codelist-$n.txt" | sed 's/[][,-]/ /g' | while read -r id tier _ method _ begin end; do
        echo "  tier $tier compile $id of ${method%%(*}: $((end - begin)) bytes"
      done
done
echo "logs in $out"
