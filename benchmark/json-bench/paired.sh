#!/usr/bin/env bash
# json-bench, paired: the generated codec against a peer (fastjson2 by default) in the same JVM,
# in 20 ms slices that alternate between the two, so that both see the CPU at the same speed
# (decision D84: on these shared machines a CPU's speed changes for seconds at a time, which splits
# JMH's forks into a fast and a slow band whatever the library). Each cell runs in --jvms fresh
# JVMs (JDK 25, -Xms1g -Xmx1g -XX:+AlwaysPreTouch, G1); a JVM prints the median of its per-pair
# ratios, and the table gives the median of those medians with their range.
#
#   benchmark/json-bench/paired.sh                      every cell against fastjson2, 3 JVMs each
#   benchmark/json-bench/paired.sh --cells list:write,reversed:read --jvms 5 --no-publish
#   benchmark/json-bench/paired.sh --peer jackson --cells list:read,list:write
#   benchmark/json-bench/paired.sh --subject silk-tree --peer fastjson2-tree   the trees
#   benchmark/json-bench/paired.sh --baseline /tmp/main.jar --cells twitter:write --jvms 4
#                                    this build's codec against the codec of an earlier build
#
# Options: --cells case:op,...  --subject silk-codec|silk-tree|silk-hand (default silk-codec)
#          --peer fastjson2|jackson|silk-hand|jackson-tree|fastjson2-tree  --jvms N  --rounds N
#          --warmup SECONDS  --skip-build  --no-publish  --baseline JAR  --apart
# --apart gives each implementation a measuring loop of its own, so that the JIT compiles each
# one's calls apart (as a JMH fork does) instead of both inlined into one loop (D380).
# The table goes into docs/benchmarks.md between <!-- json-paired-PEER:begin --> and its end.
#
# --baseline JAR is an A/B of two builds: JAR is json-bench's target/benchmarks.jar copied from a
# build of an earlier commit (check it out in a worktree of its own, run build.sh there, copy the
# jar; or benchmark/json-bench/baseline-jar.sh COMMIT OUT.jar). Each of the --jvms rounds runs the
# cell in one fresh JVM of this build's jar and one of JAR, one after the other, the first of the
# two alternating from round to round; each JVM pairs the subject with the peer as above, so a
# slow spell of the CPU that lasts a whole JVM cancels out of its ratio. The table gives, per cell,
# the median over the rounds of (this build's ratio ÷ JAR's ratio) with its range: below 1, this
# build is faster. An A/B is not published (--baseline implies --no-publish).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
java_home=${JAVA_HOME_25:-/usr/lib/jvm/temurin-25-jdk-amd64}
java=$java_home/bin/java
[ -x "$java" ] || { echo "no JDK 25 at $java_home (set JAVA_HOME_25)" >&2; exit 1; }

all_cells="list:read,list:write,list:reused,small:read,small:write,small:reused,places:read,places:write,\
orders:read,orders:write,plain:read,plain:write,korean:read,korean:write,reversed:read,\
long-en:read,long-en:write,long-ko:read,long-ko:write,spaced:read,indented:read,ids13:read,\
ids13:write,ids18:read,ids18:write,tiny-strings:read,tiny-strings:write,\
twitter:read,twitter:write,citm:read,citm:write,canada:read,canada:write,users:read,users:write,\
clients:read,clients:write,cart:read,cart:write,cart-sorted:read,issues:read,issues:write"
cells=$all_cells subject=silk-codec peer=fastjson2 jvms=3 rounds=200 warmup=8 build=1 publish=1
baseline= apart=false
command_line="benchmark/json-bench/paired.sh${*:+ $*}"
while [ $# -gt 0 ]; do
  case $1 in
    --cells) cells=$2; shift 2 ;;
    --subject) subject=$2; shift 2 ;;
    --peer) peer=$2; shift 2 ;;
    --jvms) jvms=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --warmup) warmup=$2; shift 2 ;;
    --skip-build) build=0; shift ;;
    --no-publish) publish=0; shift ;;
    --baseline) baseline=$2; publish=0; shift 2 ;;
    --apart) apart=true; shift ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
log() { printf '[paired] %s\n' "$*" >&2; }
if [ -n "$baseline" ]; then
  [ -f "$baseline" ] || { echo "no baseline jar at $baseline" >&2; exit 2; }
  baseline=$(cd "$(dirname "$baseline")" && pwd)/$(basename "$baseline")
  # A jar from before --apart would take its option as unknown and ignore it: refuse the A/B.
  if [ $apart = true ] && ! unzip -Z1 "$baseline" | grep -x 'dev/silk/bench/json/Apart.class' > /dev/null; then
    echo "--apart: $baseline predates it (no dev/silk/bench/json/Apart.class)" >&2
    exit 2
  fi
fi

if [ $build = 1 ]; then
  log "building silk-json, its processor and json-bench"
  "$here/build.sh"
fi
jar=$here/target/benchmarks.jar
results=$here/target/paired-$(date +%Y%m%d-%H%M%S)
mkdir -p "$results"
raw=$results/raw.tsv
: > "$raw"
started=$(date -u '+%Y-%m-%d %H:%M')
IFS=, read -r -a cell_list <<< "$cells"
# One JVM of the cell with JAR; appends its line, the round and the build's label to raw.tsv.
measure() { # cell name op round label jar
  local line
  line=$("$java" -Xms1g -Xmx1g -XX:+AlwaysPreTouch -XX:+UseG1GC -cp "$6" \
      dev.silk.bench.json.Paired --case "$2" --op "$3" --subject "$subject" --peer "$peer" \
      --rounds "$rounds" --warmup "$warmup" --apart "$apart" 2> "$results/stderr.log") \
    || { log "$1 ($5) failed: $(tail -1 "$results/stderr.log")"; return 0; }
  printf '%s\t%s\t%s\n' "$line" "$4" "$5" >> "$raw"
  log "$1 JVM $4${baseline:+ ($5)}: $(cut -f5 <<< "$line")"
}
for cell in "${cell_list[@]}"; do
  name=${cell%%:*} op=${cell##*:}
  for j in $(seq "$jvms"); do
    if [ -z "$baseline" ]; then
      measure "$cell" "$name" "$op" "$j" build "$jar"
    elif [ $((j % 2)) = 1 ]; then
      measure "$cell" "$name" "$op" "$j" baseline "$baseline"
      measure "$cell" "$name" "$op" "$j" build "$jar"
    else
      measure "$cell" "$name" "$op" "$j" build "$jar"
      measure "$cell" "$name" "$op" "$j" baseline "$baseline"
    fi
  done
done

report=$results/report.md
# Medians, lows and highs of arr[key, 1..k], shared by both tables.
awk_stats='
    function med(arr, key, k,   i, j, t, v) {
      for (i = 1; i <= k; i++) v[i] = arr[key, i]
      for (i = 2; i <= k; i++) { t = v[i]; for (j = i - 1; j >= 1 && v[j] > t; j--) v[j + 1] = v[j]; v[j + 1] = t }
      return k % 2 ? v[(k + 1) / 2] : (v[k / 2] + v[k / 2 + 1]) / 2
    }
    function lo(arr, key, k,   i, m) { m = arr[key, 1]; for (i = 2; i <= k; i++) if (arr[key, i] < m) m = arr[key, i]; return m }
    function hi(arr, key, k,   i, m) { m = arr[key, 1]; for (i = 2; i <= k; i++) if (arr[key, i] > m) m = arr[key, i]; return m }'
if [ -z "$baseline" ]; then
{
  echo "Produced by \`$command_line\`, started $started UTC, on $("$java" -version 2>&1 | sed -n 2p)."
  echo "Each JVM warms both implementations in turn for ${warmup} s, then takes $rounds pairs of slices of about 20 ms (thread CPU time), alternating which goes first; a pair's ratio is $subject's time per operation ÷ $peer's."
  echo "*ratio* is the median over the JVMs of each JVM's median ratio, *JVMs* their range (below 1: $subject is faster); *IQR* is the widest interquartile range of the ratios within one JVM; ns/op are medians of the slices, for scale only."
  echo
  echo "| case | op | ratio | JVMs | IQR | $subject ns/op | $peer ns/op | other CPU |"
  echo "|---|---|---:|---:|---:|---:|---:|---:|"
  awk -F'\t' "$awk_stats"'
    { key = $1 "\t" $2; if (!(key in n)) order[++cells] = key
      n[key]++; r[key, n[key]] = $5; iq = $7 - $6; if (iq > w[key]) w[key] = iq
      s[key, n[key]] = $8; p[key, n[key]] = $9; if ($10 > o[key]) o[key] = $10 }
    END {
      for (c = 1; c <= cells; c++) {
        key = order[c]; k = n[key]; split(key, f, "\t")
        printf "| %s | %s | %.2f | %.2f–%.2f | %.2f | %.0f | %.0f | %d%% |\n", f[1], f[2], med(r, key, k), lo(r, key, k), hi(r, key, k), w[key], med(s, key, k), med(p, key, k), o[key]
      }
    }' "$raw"
} > "$report"
else
{
  echo "Produced by \`$command_line\`, started $started UTC, on $("$java" -version 2>&1 | sed -n 2p); this build's jar against \`$baseline\` (modified $(date -u -r "$baseline" '+%Y-%m-%d %H:%M') UTC)."
  echo "Each round runs the cell in one JVM of each jar, one after the other (which goes first alternates by round); each JVM warms both implementations in turn for ${warmup} s, then takes $rounds pairs of slices of about 20 ms (thread CPU time) and gives the median of the pairs' ratios, $subject's time per operation ÷ $peer's."
  echo "*build ÷ baseline* is the median over the rounds of this build's ratio ÷ the baseline's in the same round, *rounds* their range (below 1: this build is faster); the next two columns are the medians of each jar's ratios; *IQR* is the widest interquartile range of the ratios within one JVM; *other CPU* the most other processes used during one JVM."
  echo
  echo "| case | op | build ÷ baseline | rounds | build ÷ $peer | baseline ÷ $peer | IQR | other CPU |"
  echo "|---|---|---:|---:|---:|---:|---:|---:|"
  awk -F'\t' "$awk_stats"'
    { key = $1 "\t" $2; if (!(key in seen)) { seen[key] = 1; order[++cells] = key }
      ratio[key, $11, $12] = $5; iq = $7 - $6; if (iq > w[key]) w[key] = iq
      if ($10 > o[key]) o[key] = $10; if ($11 > last[key]) last[key] = $11 }
    END {
      for (c = 1; c <= cells; c++) {
        key = order[c]; split(key, f, "\t"); k = 0; kb = 0; ka = 0
        for (j = 1; j <= last[key]; j++) {
          a = ratio[key, j, "build"]; b = ratio[key, j, "baseline"]
          if (a != "") A[key, ++ka] = a
          if (b != "") B[key, ++kb] = b
          if (a != "" && b != "") d[key, ++k] = a / b
        }
        if (k == 0) { printf "| %s | %s | no round with both jars | | | | | |\n", f[1], f[2]; continue }
        printf "| %s | %s | %.3f | %.3f–%.3f | %.3f | %.3f | %.2f | %d%% |\n", f[1], f[2], med(d, key, k), lo(d, key, k), hi(d, key, k), med(A, key, ka), med(B, key, kb), w[key], o[key]
      }
    }' "$raw"
} > "$report"
fi
cat "$report"
if [ $publish = 1 ]; then
  section=json-paired-$peer title="JSON engine, paired against $peer"
  if [ "$subject" != silk-codec ]; then
    section=json-paired-$subject-$peer title="JSON engine, $subject paired against $peer"
  fi
  "$here/../publish-section.sh" "$root/docs/benchmarks.md" "$section" "$title" "$report"
  log "published into docs/benchmarks.md"
fi
