#!/usr/bin/env bash
# hostile-bench: what parsing a hostile request costs per byte, from 10 KB to 1 MB (issue 25), under
# JMH 1.37 on JDK 25. Each request goes through silk-web's dispatcher in process (WebTest.of).
#
#   benchmark/hostile/run.sh              every shape: 1 fork per size, 3 warm-up and 5 measured
#                                         iterations of 1 s; publishes into docs/benchmarks.md
#   benchmark/hostile/run.sh --shapes form-names,json-deep --jmh "-wi 1 -i 1 -w 200ms -r 200ms" \
#       --no-publish                      a smoke test
#
# The JSON shapes' bodies read by silk-json and by Jackson alone, without the server (D247):
#   java -jar benchmark/hostile/target/hostile-benchmarks.jar PeerReadBench -f 1 -wi 3 -w 1s \
#       -i 5 -r 1s -prof gc -jvmArgs "-Xms1g -Xmx1g -XX:+AlwaysPreTouch -XX:+UseG1GC"
#
# Options: --shapes a,b  --sizes 10240,102400,1048576  --jmh "JMH options"  --max-other PERCENT
#          --no-publish  --skip-build
#
# The figure of a request is its average time divided by its size in bytes (its body, or its
# query string for a GET): ns per byte. The goal is a ratio of at most 1.5 between 1 MB and 10 KB
# for every shape. Each shape's run records the CPU that other processes used meanwhile (from
# /proc/stat, less the benchmark's own CPU time) and is taken again, up to twice, when that
# exceeds --max-other percent of one CPU (default 10).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
java_home=${JAVA_HOME_25:-/usr/lib/jvm/temurin-25-jdk-amd64}
java=$java_home/bin/java
shapes=form-names,form-values,form-ampersands,query-names,query-values,multipart-parts,json-long-number,json-big-decimals,json-doubles,json-exponents,json-tree,json-keys,json-escapes,json-deep
sizes=10240,102400,1048576
jmh="-f 1 -wi 3 -w 1s -i 5 -r 1s"
max_other=10
publish=1
build=1
command_line=benchmark/hostile/run.sh
if [ $# -gt 0 ]; then command_line+=$(printf " %q" "$@"); fi

while [ $# -gt 0 ]; do
  case $1 in
    --shapes) shapes=$2; shift 2 ;;
    --sizes) sizes=$2; shift 2 ;;
    --jmh) jmh=$2; shift 2 ;;
    --max-other) max_other=$2; shift 2 ;;
    --no-publish) publish=0; shift ;;
    --skip-build) build=0; shift ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done

log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }
[ -x "$java" ] || { echo "no JDK 25 at $java_home (set JAVA_HOME_25)" >&2; exit 1; }

jar=$here/target/hostile-benchmarks.jar
if [ "$build" = 1 ]; then
  log "building silk-json, silk-web and silk-test into the local repository, then the benchmark"
  (cd "$root" && mvn -B -q install -Dmaven.test.skip=true -Dspotless.check.skip=true \
    -pl runtime/silk-json,runtime/silk-web,runtime/silk-test -am)
  (cd "$root" && mvn -B -q -f benchmark/pom.xml package -DskipTests -pl hostile -am)
fi
[ -f "$jar" ] || { echo "no $jar: run without --skip-build" >&2; exit 1; }

results=$here/target/results
mkdir -p "$results"
jvm="-Xms1g -Xmx1g -XX:+AlwaysPreTouch -XX:+UseG1GC"

log "sizes of the requests as sent"
"$java" -cp "$jar" dev.silk.bench.hostile.HostileBench "$shapes" "$sizes" > "$results/sizes.txt"

busy() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 }' /proc/stat; }
hz=$(getconf CLK_TCK)

: > "$results/table.txt"
IFS=, read -r -a shape_list <<< "$shapes"
for shape in "${shape_list[@]}"; do
  for attempt in 1 2 3; do
    log "$shape (attempt $attempt)"
    before=$(busy)
    start=$(date +%s.%N)
    TIMEFORMAT='%U %S'
    own=$( { time "$java" $jvm -jar "$jar" HostileBench -p shape="$shape" -p size="$sizes" \
      $jmh -jvmArgs "$jvm" -rf json -rff "$results/$shape.json" > "$results/$shape.log" 2>&1; } 2>&1 )
    end=$(date +%s.%N)
    after=$(busy)
    other=$(awk -v b="$before" -v a="$after" -v hz="$hz" -v own="$own" -v s="$start" -v e="$end" \
      'BEGIN { split(own, o, " "); busy = (a - b) / hz - o[1] - o[2]; wall = e - s;
               if (busy < 0) busy = 0; printf "%.0f", 100 * busy / wall }')
    log "  other processes: $other % of one CPU"
    if [ "$other" -le "$max_other" ] || [ "$attempt" = 3 ]; then
      break
    fi
  done
  # "size score" per fork, in microseconds per request.
  grep -o '"size" : "[0-9]*"\|"score" : [0-9.E-]*' "$results/$shape.json" \
    | awk -F' : ' '{ gsub(/"/, "", $2); printf "%s ", $2; if (++n % 2 == 0) print "" }' \
    | while read -r size micros; do
        line=$(awk -v s="$shape" -v z="$size" '$1 == s && $2 == z' "$results/sizes.txt")
        echo "$shape $size $micros ${line##* } $(echo "$line" | awk '{ print $3 }') $other"
      done >> "$results/table.txt"
done

# shape size micros status bytes other -> one Markdown row per shape.
markdown=$results/hostile.md
{
  echo "\`$command_line\`, $(date -u '+%Y-%m-%d %H:%M UTC'), $("$java" -version 2>&1 | head -1), JVM \`$jvm\`, JMH \`$jmh\`."
  echo "Each figure is the average time of one request through silk-web's dispatcher in process divided by its size: ns per byte. The last column is the CPU other processes used during that shape's runs (% of one CPU)."
  echo
  echo "| request | answer | 10 KB | 100 KB | 1 MB | 1 MB ÷ 10 KB | 1 MB ÷ 100 KB | others |"
  echo "|---|---|---|---|---|---|---|---|"
  awk '
    { key = $1; ns = $3 * 1000 / $5; cost[key, $2] = ns; status[key] = $4; other[key] = $6;
      if (!(key in seen)) { seen[key] = 1; order[n++] = key } sizes[$2] = 1 }
    END {
      for (i = 0; i < n; i++) {
        k = order[i]
        small = cost[k, 10240]; mid = cost[k, 102400]; big = cost[k, 1048576]
        ratio = small > 0 ? big / small : 0
        tenfold = mid > 0 ? big / mid : 0
        printf "| %s | %s | %.2f | %.2f | %.2f | %.2f%s | %.2f | %s %% |\n", k, status[k], small, mid, big,
          ratio, (ratio > 1.5 ? " (over 1.5)" : ""), tenfold, other[k]
      }
    }' "$results/table.txt"
} > "$markdown"
cat "$markdown"

if [ "$publish" = 1 ]; then
  "$root/benchmark/publish-section.sh" "$root/docs/benchmarks.md" hostile \
    "Hostile input: cost per byte (hostile-bench)" "$markdown"
  log "published into docs/benchmarks.md"
fi
