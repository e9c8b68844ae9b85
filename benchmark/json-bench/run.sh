#!/usr/bin/env bash
# json-bench: silk-json (generated codec, hand-written codec, tree) against Jackson 3 and fastjson2,
# under JMH 1.37 on JDK 25 with the gc profiler.
#
#   benchmark/json-bench/run.sh             full: 2 forks, 5 warm-up and 5 measured iterations of 1 s
#   benchmark/json-bench/run.sh --quick     1 fork, 2 warm-up and 3 measured iterations of 1 s
#   benchmark/json-bench/run.sh --cases list,small --jmh "-f 1 -wi 1 -i 1 -r 200ms -w 200ms" \
#       --no-publish                        a smoke test
#
# Options: --cases a,b  --impls silk-codec,silk-hand,silk-tree,jackson,fastjson2
#          --ops read,write,reused  --reused-cases list,small  --gc g1|parallel
#          --cpus LIST (taskset for the runner and its forks; default: no pinning)
#          --jmh "JMH options" (-f -wi -i -w -r)  --max-other PERCENT  --no-publish  --skip-build
#
# Every fork runs with -Xms1g -Xmx1g -XX:+AlwaysPreTouch and G1 (--gc parallel for the Parallel
# collector). Every implementation is verified first (same bytes as silk-json, same values read);
# what fails is left out and listed. Each measurement records the CPU other processes used and is
# taken again when that exceeds --max-other percent of one CPU. The table goes into
# docs/benchmarks.md between <!-- json-bench:begin --> and <!-- json-bench:end -->.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
java_home=${JAVA_HOME_25:-/usr/lib/jvm/temurin-25-jdk-amd64}
java=$java_home/bin/java
mode=full
gc=g1
cpus=
publish=1
build=1
bench_args=()
jmh_args=()
command_line=benchmark/json-bench/run.sh
if [ $# -gt 0 ]; then command_line+=$(printf " %q" "$@"); fi

while [ $# -gt 0 ]; do
  case $1 in
    --quick) mode=quick; shift ;;
    --full) mode=full; shift ;;
    --cases|--impls|--ops|--reused-cases|--max-other|--retries) bench_args+=("$1" "$2"); shift 2 ;;
    --gc) gc=$2; shift 2 ;;
    --cpus) cpus=$2; shift 2 ;;
    --jmh) read -r -a jmh_args <<< "$2"; shift 2 ;;
    --no-publish) publish=0; shift ;;
    --skip-build) build=0; shift ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done

case $gc in
  g1) gc_flag=-XX:+UseG1GC ;;
  parallel) gc_flag=-XX:+UseParallelGC ;;
  *) echo "--gc is g1 or parallel" >&2; exit 2 ;;
esac
jvm_args="-Xms1g -Xmx1g -XX:+AlwaysPreTouch $gc_flag"

log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"; }
[ -x "$java" ] || { echo "no JDK 25 at $java_home (set JAVA_HOME_25)" >&2; exit 1; }

if [ $build = 1 ]; then
  log "building silk-json, its processor and json-bench"
  "$here/build.sh"
fi

results=$here/target/results-$(date +%Y%m%d-%H%M%S)
mkdir -p "$results"
pin=()
[ -n "$cpus" ] && pin=(taskset -c "$cpus")
log "running ($mode mode); log and report in $results"
"${pin[@]}" "$java" -jar "$here/target/benchmarks.jar" --mode "$mode" --jvm-args "$jvm_args" \
  --command "$command_line" --out "$results/report.md" "${bench_args[@]}" "${jmh_args[@]}" \
  2>&1 | tee "$results/run.log"

if [ $publish = 1 ]; then
  "$here/../publish-section.sh" "$root/docs/benchmarks.md" json-bench "JSON engine (json-bench)" \
    "$results/report.md"
  log "published into docs/benchmarks.md"
fi
