#!/usr/bin/env bash
# Silk's own request path, without a container or a socket: two builds of the benchmark server's
# jar (benchmark/http/silk/target/silk-bench.jar, one of them built from an earlier commit) loaded
# side by side in one JVM, each in a class loader of its own, and timed in alternating rounds of
# in-memory requests through the benchmark app's dispatcher (its class-path static files ahead of
# its routes, as served), 41 rounds of 1,000,000 requests each after 40 rounds of warm-up per
# build. A change to dispatch, routing or the static-file filter that is a few tens of nanoseconds
# of a 12 µs request is lost in the HTTP harness's spread on a shared machine; here both builds see
# the same CPU a round apart, so it is not (D365, D366). Jetty's own work (the Content-Type header
# of D364, for example) is not in it: that takes paired.sh --baseline.
#
#   benchmark/http/dispatch-paired.sh /tmp/silk-bench-main.jar benchmark/http/silk/target/silk-bench.jar
#   benchmark/http/dispatch-paired.sh --paths /text,/json --jvms 3 BASELINE.jar CHANGED.jar
#
# Prints per JVM and path the median over the rounds of changed ÷ baseline in time per request,
# its interquartile range, and each build's median time per request. The JIT's outcome differs
# from JVM to JVM, so --jvms (default 3) fresh JVMs each; JDK 25, -Xms1g -Xmx1g -XX:+UseG1GC.
# Options: --paths /text  --jvms 3  --rounds 41  --requests 1000000  --method GET
# A path the static files serve (/style.css) opens its jar entry each time, about 8 µs: give it
# --requests 20000.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
java_home=${JAVA_HOME_25:-/usr/lib/jvm/temurin-25-jdk-amd64}
paths=/text
jvms=3
rounds=41
requests=1000000
method=GET
jars=()
while [ $# -gt 0 ]; do
  case $1 in
    --paths) paths=$2; shift 2 ;;
    --jvms) jvms=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --requests) requests=$2; shift 2 ;;
    --method) method=$2; shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    -*) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
    *) jars+=("$1"); shift ;;
  esac
done
[ ${#jars[@]} -eq 2 ] || { echo "usage: $0 [options] BASELINE.jar CHANGED.jar (see --help)" >&2; exit 2; }
for v in "$jvms" "$rounds" "$requests"; do
  [[ $v =~ ^[1-9][0-9]*$ ]] || { echo "--jvms, --rounds and --requests take whole numbers: $v" >&2; exit 2; }
done

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# The driver compiles against the baseline's API; both builds load their own copy of it.
"$java_home/bin/javac" --release 17 -cp "${jars[0]}" -d "$out/driver" "$here/dispatch-paired/Drive.java"
"$java_home/bin/javac" -d "$out/host" "$here/dispatch-paired/Paired.java"
echo "$method $paths: ${jars[1]} ÷ ${jars[0]}, $jvms JVMs, $rounds rounds of $requests ($(date -u '+%Y-%m-%d %H:%M UTC'))"
IFS=, read -r -a path_list <<< "$paths"
for j in $(seq 1 "$jvms"); do
  for p in "${path_list[@]}"; do
    printf 'JVM %s: ' "$j"
    "$java_home/bin/java" -Xms1g -Xmx1g -XX:+UseG1GC -cp "$out/host" Paired \
      "$(realpath "${jars[0]}")" "$(realpath "${jars[1]}")" "$out/driver" "$method" "$p" "$rounds" "$requests"
  done
done
