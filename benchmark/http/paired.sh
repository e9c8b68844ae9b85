#!/usr/bin/env bash
# The HTTP benchmark, paired: Silk and one peer (the bare Jetty servlet by default) running at the
# same time, both pinned to CPU 0 on ports of their own, measured in short wrk rounds that
# alternate between them. On these shared machines a CPU's speed changes for seconds to minutes
# with work outside the machine (decision D84), which moves a whole round, or a whole start, by up
# to 1.5x; two rounds a few seconds apart see the same speed, so the ratio of each pair is what
# this script reports: Silk ÷ peer in requests per second, in server CPU time per request, and the
# p99 of each, as medians over the pairs.
#
#   benchmark/http/paired.sh                         every case against the servlet, 15 pairs
#   benchmark/http/paired.sh --peer javalin --cases json-post --pairs 21 --no-publish
#   benchmark/http/paired.sh --baseline /tmp/silk-bench-before.jar --no-publish
#                                                    this build of Silk against an earlier one
#
# Both servers get the same flags as in run.sh (JDK 25, -Xms1g -Xmx1g, G1), are verified, and are
# warmed in turn on every case (--prewarm each), then each case gets a warm-up per server
# (--warmup) and --pairs pairs of --duration rounds, the order within a pair alternating. The
# idle server of a pair waits on CPU 0 without load. Rounds during which other processes used more
# than --max-other percent of one CPU are marked and left out of the medians.
#
# Options: --peer jetty-servlet|javalin|spring-boot  --baseline JAR (the peer is that jar of Silk's
#          benchmark server, built from an earlier commit: a change to the request path measured
#          against what it changes; never published)
#          --cases text,json,json-list,json-post,fortunes,static
#          --pairs 15  --duration 3s  --warmup 10s  --prewarm 10s  --connections 64
#          --max-other 10  --port 18080 (the peer takes the next)  --no-publish  --skip-build
# Results go to benchmark/http/target/paired-<time>/; the table into docs/benchmarks.md between
# <!-- http-paired-PEER:begin --> and its end.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
java_home=${JAVA_HOME_25:-/usr/lib/jvm/temurin-25-jdk-amd64}
java=$java_home/bin/java

peer=jetty-servlet
cases=text,json,json-list,json-post,fortunes,static
pairs=15
duration=3s
warmup=10s
prewarm=10s
connections=64
max_other=10
base_port=18080
server_cpu=0
wrk_cpu=1
publish=1
build=1
jvm_opts="-Xms1g -Xmx1g -XX:+UseG1GC"
command_line=benchmark/http/paired.sh
if [ $# -gt 0 ]; then command_line+=$(printf " %q" "$@"); fi

while [ $# -gt 0 ]; do
  case $1 in
    --peer) peer=$2; shift 2 ;;
    --baseline) peer=baseline; baseline_jar=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); publish=0; shift 2 ;;
    --cases) cases=$2; shift 2 ;;
    --pairs) pairs=$2; shift 2 ;;
    --duration) duration=$2; shift 2 ;;
    --warmup) warmup=$2; shift 2 ;;
    --prewarm) prewarm=$2; shift 2 ;;
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
if ! command -v wrk > /dev/null; then
  log "installing wrk"
  apt-get update -qq && apt-get install -y -qq wrk > /dev/null
fi
[ "$(nproc)" -ge 2 ] || { echo "needs two CPUs: one for the servers, one for wrk" >&2; exit 1; }

if [ $build = 1 ]; then
  log "building the runtime modules and the two servers"
  (cd "$root" && mvn -B -q install -Dmaven.test.skip=true -Dspotless.check.skip=true \
      -pl runtime/silk-json,runtime/silk-json-processor,runtime/silk-web -am)
  (cd "$root" && mvn -B -q -f benchmark/pom.xml package -DskipTests \
      -pl "bench-data,http/harness,http/silk$([ "$peer" = baseline ] || echo ",http/$peer")" -am)
fi
harness=$here/harness/target/harness.jar
[ -f "$harness" ] || { echo "the harness did not build" >&2; exit 1; }

results=$here/target/paired-$(date +%Y%m%d-%H%M%S)
mkdir -p "$results"
log "results in $results"

# shellcheck source=lib.sh
. "$here/lib.sh"

servers=(silk "$peer")
declare -A port_of pid_of
port_of[silk]=$base_port
port_of[$peer]=$((base_port + 1))
for s in "${servers[@]}"; do
  [ -f "$(jar_of "$s")" ] || { echo "$s: no jar at $(jar_of "$s"); build first" >&2; exit 1; }
  port=${port_of[$s]}
  if port_in_use; then echo "port $port is in use; pass --port" >&2; exit 1; fi
done

stop_all() { for s in "${servers[@]}"; do [ -n "${pid_of[$s]:-}" ] && stop_server "${pid_of[$s]}"; done; }
trap stop_all EXIT

use() { port=${port_of[$1]}; pid=${pid_of[$1]}; }

for s in "${servers[@]}"; do
  port=${port_of[$s]}
  # shellcheck disable=SC2046
  $(server_command "$s") > "$results/server-$s.log" 2>&1 &
  pid_of[$s]=$!
  wait_ready "${pid_of[$s]}" || { echo "$s did not answer 200 on /text; see $results/server-$s.log" >&2; exit 1; }
  "$java" -cp "$harness" dev.silk.bench.http.Verify "http://127.0.0.1:$port" "$here/static/style.css" \
    "$results/verify-$s.tsv" "$results/post-body.json" | sed "s/^/  $s: /"
done

write_post_lua

IFS=, read -r -a case_list <<< "$cases"
verified=()
for c in "${case_list[@]}"; do
  ok=1
  for s in "${servers[@]}"; do
    [ "$(awk -F'\t' -v c="$c" '$1 == c { print $2 }' "$results/verify-$s.tsv")" = ok ] || ok=0
  done
  if [ $ok = 1 ]; then verified+=("$c"); else log "$c: failed verification on a server, skipped"; fi
done

for c in "${verified[@]}"; do
  for s in "${servers[@]}"; do
    use "$s"
    log "$s / $c: warm-up pass $prewarm"
    run_wrk "$c" "$prewarm" "$results/prewarm-$s-$c.txt"
  done
done

# rps p99(ms) cpu_us_per_request of one wrk output and its measure line.
summarise() { # wrk-output "elapsed server_ticks wrk_ticks other"
  awk -v m="$2" '
    /Requests\/sec/ { rps = $2 }
    /^ +99%/ { v = $2; u = v; gsub(/[0-9.]/, "", u); sub(/[a-z]+$/, "", v)
               p99 = u == "us" ? v / 1000 : u == "s" ? v * 1000 : u == "m" ? v * 60000 : v }
    /requests in/ { n = $1 }
    END { split(m, f, " "); printf "%s %s %.1f %s\n", rps, p99, f[2] * 10000 / n, f[4] }' "$1"
}

: > "$results/pairs.tsv"
for c in "${verified[@]}"; do
  for s in "${servers[@]}"; do
    use "$s"
    log "$s / $c: warm-up $warmup"
    run_wrk "$c" "$warmup" "$results/warmup-$s-$c.txt"
  done
  for i in $(seq 1 "$pairs"); do
    if [ $((i % 2)) = 1 ]; then order=(silk "$peer"); else order=("$peer" silk); fi
    declare -A got=()
    for s in "${order[@]}"; do
      use "$s"
      idle=${order[0]}
      [ "$idle" = "$s" ] && idle=${order[1]}
      out="$results/wrk-$s-$c-$i.txt"
      i0=$(proc_ticks "${pid_of[$idle]}")
      m=$(measure "$c" "$out")
      i1=$(proc_ticks "${pid_of[$idle]}")
      # The idle server's own CPU (its JIT finishing, its timers) is not other processes' load.
      m=$(awk -v m="$m" -v d="$((i1 - i0))" 'BEGIN { split(m, f, " "); o = f[4] - d / f[1]
        if (o < 0) o = 0; printf "%s %s %s %.1f\n", f[1], f[2], f[3], o }')
      got[$s]=$(summarise "$out" "$m")
    done
    read -r srps sp99 scpu sother <<< "${got[silk]}"
    read -r prps pp99 pcpu pother <<< "${got[$peer]}"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$c" "$i" "$srps" "$sp99" "$scpu" "$prps" "$pp99" \
      "$pcpu" "$(awk -v a="$sother" -v b="$pother" 'BEGIN { print (a > b ? a : b) }')" >> "$results/pairs.tsv"
    log "$c pair $i: silk $srps req/s, $peer $prps req/s"
  done
done

report=$results/report.md
{
  echo "Produced by \`$command_line\` on $(date -u '+%Y-%m-%d %H:%M UTC'), $("$java" -version 2>&1 | sed -n 2p)."
  echo "Silk and $peer run at the same time, both \`$jvm_opts\` pinned to CPU $server_cpu; wrk on CPU $wrk_cpu, 1 thread, $connections connections; each server warmed $prewarm on every case, then per case $warmup each and $pairs pairs of $duration rounds, the order alternating."
  echo "Each column is the median over the pairs of that pair's ratio (Silk ÷ $peer; for req/s above 1 favours Silk, for CPU and p99 below 1 does), with the interquartile range of the ratios; pairs during which other processes took over $max_other% of one CPU are left out (*kept*)."
  echo
  echo "| case | req/s ratio | IQR | CPU/req ratio | IQR | p99 ratio | Silk p99 ms | $peer p99 ms | Silk req/s | $peer req/s | kept |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
  for c in "${verified[@]}"; do
    awk -F'\t' -v c="$c" -v max="$max_other" '
      function sort(a, k,   i, j, t) { for (i = 2; i <= k; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t } }
      function q(a, k, p,   x, lo) { x = p * (k - 1) + 1; lo = int(x); return lo >= k ? a[k] : a[lo] + (a[lo + 1] - a[lo]) * (x - lo) }
      $1 == c && $9 <= max && $6 > 0 && $8 > 0 && $7 > 0 {
        k++; r[k] = $3 / $6; u[k] = $5 / $8; l[k] = $4 / $7; sp[k] = $4; pp[k] = $7; sr[k] = $3; pr[k] = $6 }
      $1 == c { total++ }
      END {
        if (k == 0) { printf "| %s | – | | | | | | | | | 0 of %d |\n", c, total; exit }
        sort(r, k); sort(u, k); sort(l, k); sort(sp, k); sort(pp, k); sort(sr, k); sort(pr, k)
        printf "| %s | %.2f | %.2f–%.2f | %.2f | %.2f–%.2f | %.2f | %.2f | %.2f | %.0f | %.0f | %d of %d |\n", c,
          q(r, k, .5), q(r, k, .25), q(r, k, .75), q(u, k, .5), q(u, k, .25), q(u, k, .75), q(l, k, .5),
          q(sp, k, .5), q(pp, k, .5), q(sr, k, .5), q(pr, k, .5), k, total }' "$results/pairs.tsv"
  done
} > "$report"
cat "$report"

if [ $publish = 1 ]; then
  "$here/../publish-section.sh" "$root/docs/benchmarks.md" "http-paired-$peer" \
    "HTTP benchmark, paired against $peer" "$report"
  log "published into docs/benchmarks.md"
fi
