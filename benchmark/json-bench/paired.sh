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
#
# Options: --cells case:op,...  --subject silk-codec|silk-tree|silk-hand (default silk-codec)
#          --peer fastjson2|jackson|silk-hand|jackson-tree|fastjson2-tree  --jvms N  --rounds N
#          --warmup SECONDS  --skip-build  --no-publish
# The table goes into docs/benchmarks.md between <!-- json-paired-PEER:begin --> and its end.
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
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
log() { printf '[paired] %s\n' "$*" >&2; }

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
for cell in "${cell_list[@]}"; do
  name=${cell%%:*} op=${cell##*:}
  for j in $(seq "$jvms"); do
    line=$("$java" -Xms1g -Xmx1g -XX:+AlwaysPreTouch -XX:+UseG1GC -cp "$jar" \
        dev.silk.bench.json.Paired --case "$name" --op "$op" --subject "$subject" --peer "$peer" \
        --rounds "$rounds" --warmup "$warmup" 2> "$results/stderr.log") \
      || { log "$cell failed: $(tail -1 "$results/stderr.log")"; continue; }
    printf '%s\t%s\n' "$line" "$j" >> "$raw"
    log "$cell JVM $j: $(cut -f5 <<< "$line")"
  done
done

report=$results/report.md
{
  echo "Produced by \`$command_line\`, started $started UTC, on $("$java" -version 2>&1 | sed -n 2p)."
  echo "Each JVM warms both implementations in turn for ${warmup} s, then takes $rounds pairs of slices of about 20 ms (thread CPU time), alternating which goes first; a pair's ratio is $subject's time per operation ÷ $peer's."
  echo "*ratio* is the median over the JVMs of each JVM's median ratio, *JVMs* their range (below 1: $subject is faster); *IQR* is the widest interquartile range of the ratios within one JVM; ns/op are medians of the slices, for scale only."
  echo
  echo "| case | op | ratio | JVMs | IQR | $subject ns/op | $peer ns/op | other CPU |"
  echo "|---|---|---:|---:|---:|---:|---:|---:|"
  awk -F'\t' '
    { key = $1 "\t" $2; if (!(key in n)) order[++cells] = key
      n[key]++; r[key, n[key]] = $5; iq = $7 - $6; if (iq > w[key]) w[key] = iq
      s[key, n[key]] = $8; p[key, n[key]] = $9; if ($10 > o[key]) o[key] = $10 }
    function med(arr, key, k,   i, j, t, v) {
      for (i = 1; i <= k; i++) v[i] = arr[key, i]
      for (i = 2; i <= k; i++) { t = v[i]; for (j = i - 1; j >= 1 && v[j] > t; j--) v[j + 1] = v[j]; v[j + 1] = t }
      return k % 2 ? v[(k + 1) / 2] : (v[k / 2] + v[k / 2 + 1]) / 2
    }
    function lo(arr, key, k,   i, m) { m = arr[key, 1]; for (i = 2; i <= k; i++) if (arr[key, i] < m) m = arr[key, i]; return m }
    function hi(arr, key, k,   i, m) { m = arr[key, 1]; for (i = 2; i <= k; i++) if (arr[key, i] > m) m = arr[key, i]; return m }
    END {
      for (c = 1; c <= cells; c++) {
        key = order[c]; k = n[key]; split(key, f, "\t")
        printf "| %s | %s | %.2f | %.2f–%.2f | %.2f | %.0f | %.0f | %d%% |\n", f[1], f[2], med(r, key, k), lo(r, key, k), hi(r, key, k), w[key], med(s, key, k), med(p, key, k), o[key]
      }
    }' "$raw"
} > "$report"
cat "$report"
if [ $publish = 1 ]; then
  section=json-paired-$peer title="JSON engine, paired against $peer"
  if [ "$subject" != silk-codec ]; then
    section=json-paired-$subject-$peer title="JSON engine, $subject paired against $peer"
  fi
  "$here/../publish-section.sh" "$root/docs/benchmarks.md" "$section" "$title" "$report"
  log "published into docs/benchmarks.md"
fi
