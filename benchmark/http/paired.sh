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
#   benchmark/http/paired.sh --peer spring-boot --cases text,json --no-publish
#   benchmark/http/paired.sh --cases text --starts 10 --pairs 7 --no-publish
#                                                    10 fresh starts of both: each start's ratio
#   benchmark/http/paired.sh --baseline /tmp/silk-bench-before.jar --no-publish
#                                                    this build of Silk against an earlier one
#   benchmark/http/paired.sh --cases text --pairs 3 --duration 2s --warm-min 5 --warm-max 10 \
#       --skip-build --no-publish                    a smoke test
#
# Both servers get the same flags as in run.sh (JDK 25, -Xms1g -Xmx1g, G1) and are verified; then
# per case each server in turn is warmed until its throughput stops climbing (issue 32, D270: 5 s
# wrk windows until the JIT has stopped compiling and the last window is not 3 % above the one
# before, D259; at least --warm-min seconds of load, at most
# --warm-max; the idle one waits on CPU 0 without load), and --pairs pairs of --duration rounds
# follow, the order within a pair alternating. Rounds during which other processes used more than
# --max-other percent of one CPU are marked and left out of the medians.
# --starts N repeats all of it in N fresh starts of both servers and reports each start's ratio
# beside the median of all pairs: the JIT's outcome differs from start to start (D95), and the
# slowest start is the figure a goal "within 10 % in every start" is held to (D271).
#
# Options: --peer jetty-servlet|javalin|spring-boot  --baseline JAR (the peer is that jar of Silk's
#          benchmark server, built from an earlier commit: a change to the request path measured
#          against what it changes; never published)
#          --cases text,json,json-list,json-post,fortunes,static
#          --pairs 15  --duration 3s  --starts 1
#          --warm-min 30  --warm-max 180 (seconds of load)  --warm-window 5  --warm-tolerance 3
#          --prewarm 0 (a fixed pass over every case before the first warm-up, e.g. 10s)
#          --connections 64  --max-other 10  --port 18080 (the peer takes the next)
#          --jvm-opts "..." (added to both servers' flags, e.g. -XX:+PrintCompilation; never published)
#          --no-publish  --skip-build
# Results go to benchmark/http/target/paired-<time>/ (each start's server logs as
# server-NAME-START.log); the table into docs/benchmarks.md between
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
starts=1
warm_min=30
warm_max=180
warm_window=5
warm_tolerance=3
prewarm=0
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
    --starts) starts=$2; shift 2 ;;
    --warm-min) warm_min=$2; shift 2 ;;
    --warm-max) warm_max=$2; shift 2 ;;
    --warm-window) warm_window=$2; shift 2 ;;
    --warm-tolerance) warm_tolerance=$2; shift 2 ;;
    --jvm-opts) extra_opts=$2; publish=0; shift 2 ;;
    --warmup) echo "--warmup is gone: each case is warmed until its throughput stops climbing;" \
                "bound it with --warm-min and --warm-max (seconds)" >&2; exit 2 ;;
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

for v in "$warm_min" "$warm_max" "$warm_window" "$warm_tolerance" "$starts" "$pairs"; do
  [[ $v =~ ^[0-9]+$ ]] || { echo "--warm-min, --warm-max, --warm-window, --warm-tolerance, --starts and --pairs take whole numbers: $v" >&2; exit 2; }
done
[ "$warm_window" -ge 1 ] && [ "$warm_max" -ge "$warm_min" ] && [ "$starts" -ge 1 ] && [ "$pairs" -ge 1 ] \
  || { echo "--warm-max must be at least --warm-min; --warm-window, --starts and --pairs at least 1" >&2; exit 2; }
[ -z "${extra_opts:-}" ] || jvm_opts="$jvm_opts $extra_opts"

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
  # clean: maven-shade-plugin re-shades its last output when the module's own jar is up to date,
  # and the classes in that output win over newer dependencies' (a floor with a stale silk-json, D378).
  (cd "$root" && mvn -B -q -f benchmark/pom.xml clean package -DskipTests \
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

stop_all() {
  for s in "${servers[@]}"; do
    [ -n "${pid_of[$s]:-}" ] && stop_server "${pid_of[$s]}"
    pid_of[$s]=
  done
}
trap stop_all EXIT

use() { port=${port_of[$1]}; pid=${pid_of[$1]}; }

# rps p99(ms) cpu_us_per_request of one wrk output and its measure line.
summarise() { # wrk-output "elapsed server_ticks wrk_ticks other"
  awk -v m="$2" '
    /Requests\/sec/ { rps = $2 }
    /^ +99%/ { v = $2; u = v; gsub(/[0-9.]/, "", u); sub(/[a-z]+$/, "", v)
               p99 = u == "us" ? v / 1000 : u == "s" ? v * 1000 : u == "m" ? v * 60000 : v }
    /requests in/ { n = $1 }
    END { split(m, f, " "); printf "%s %s %.1f %s\n", rps, p99, f[2] * 10000 / n, f[4] }' "$1"
}

write_post_lua
IFS=, read -r -a case_list <<< "$cases"
: > "$results/pairs.tsv"
: > "$results/warm.tsv"
verified=()

# One start of both servers: verify (the first start decides the cases), warm each server on each
# case until steady, then the pairs. Odd starts warm Silk first, even ones the peer.
paired_start() {
  local k=$1 c s i ok first idle out m i0 i1 srps sp99 scpu sother prps pp99 pcpu pother
  local wsec wsteady wearly_s wearly_rps wlast wother
  for s in "${servers[@]}"; do
    port=${port_of[$s]}
    # shellcheck disable=SC2046
    $(server_command "$s") > "$results/server-$s-$k.log" 2>&1 &
    pid_of[$s]=$!
    wait_ready "${pid_of[$s]}" || { echo "$s did not answer 200 on /text; see $results/server-$s-$k.log" >&2; exit 1; }
    "$java" -cp "$harness" dev.silk.bench.http.Verify "http://127.0.0.1:$port" "$here/static/style.css" \
      "$results/verify-$s.tsv" "$results/post-body.json" | sed "s/^/  $s: /"
  done
  if [ "$k" = 1 ]; then
    for c in "${case_list[@]}"; do
      ok=1
      for s in "${servers[@]}"; do
        [ "$(awk -F'\t' -v c="$c" '$1 == c { print $2 }' "$results/verify-$s.tsv")" = ok ] || ok=0
      done
      if [ $ok = 1 ]; then verified+=("$c"); else log "$c: failed verification on a server, skipped"; fi
    done
  fi
  if [ "${prewarm%s}" != 0 ]; then
    for c in "${verified[@]}"; do
      for s in "${servers[@]}"; do
        use "$s"
        log "$s / $c: warm-up pass $prewarm"
        run_wrk "$c" "$prewarm" "$results/prewarm-$s-$k-$c.txt"
      done
    done
  fi
  if [ $((k % 2)) = 1 ]; then first=(silk "$peer"); else first=("$peer" silk); fi
  for c in "${verified[@]}"; do
    for s in "${first[@]}"; do
      use "$s"
      warm_until_steady "$c" "$s / $c$([ "$starts" = 1 ] || echo " (start $k)")" "$results/warm-$s-$k-$c.tsv"
      read -r wsec wsteady wearly_s wearly_rps wlast wother <<< "$warmed"
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$k" "$c" "$s" "$wsec" "$wsteady" "$wearly_s" \
        "$wearly_rps" "$wlast" "$wother" >> "$results/warm.tsv"
    done
    for i in $(seq 1 "$pairs"); do
      if [ $((i % 2)) = 1 ]; then order=(silk "$peer"); else order=("$peer" silk); fi
      declare -A got=()
      for s in "${order[@]}"; do
        use "$s"
        idle=${order[0]}
        [ "$idle" = "$s" ] && idle=${order[1]}
        out="$results/wrk-$s-$c-$k-$i.txt"
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
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$c" "$i" "$srps" "$sp99" "$scpu" "$prps" "$pp99" \
        "$pcpu" "$(awk -v a="$sother" -v b="$pother" 'BEGIN { print (a > b ? a : b) }')" "$k" >> "$results/pairs.tsv"
      log "$c pair $i$([ "$starts" = 1 ] || echo " of start $k"): silk $srps req/s, $peer $prps req/s, other processes ${sother}%, ${pother}% of a CPU"
    done
  done
  stop_all
  sleep 1
}

for k in $(seq 1 "$starts"); do
  [ "$starts" = 1 ] || log "start $k of $starts"
  paired_start "$k"
done

# The median and quartiles of Silk ÷ peer over the kept pairs of the lines awk is given.
ratios_awk='
  function sort(a, k,   i, j, t) { for (i = 2; i <= k; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t } }
  function q(a, k, p,   x, lo) { x = p * (k - 1) + 1; lo = int(x); return lo >= k ? a[k] : a[lo] + (a[lo + 1] - a[lo]) * (x - lo) }'

# The other-CPU limit a case's pairs are held to: --max-other, or none at all when every pair of
# the case was over it (a smoke test on a busy machine), which the table then says.
limit_for() {
  if awk -F'\t' -v c="$1" -v max="$max_other" '$1 == c && $9 <= max { found = 1 } END { exit !found }' "$results/pairs.tsv"; then
    echo "$max_other"
  else
    echo 1e9
  fi
}

report=$results/report.md
{
  echo "Produced by \`$command_line\` on $(date -u '+%Y-%m-%d %H:%M UTC'), $("$java" -version 2>&1 | sed -n 2p)."
  echo "Silk and $peer run at the same time, both \`$jvm_opts\` pinned to CPU $server_cpu; wrk on CPU $wrk_cpu, 1 thread, $connections connections; $([ "${prewarm%s}" = 0 ] || echo "each server warmed $prewarm on every case, then ")per case each server warmed in turn until its throughput stopped climbing (${warm_window} s windows until the JIT compiled for under ${warm_jit_quiet} s in each of two, its compilers idle within ${warm_settle_max} ms of each window's end, and the last was not ${warm_tolerance} % above the one before, at least $warm_min s and at most $warm_max s of load), then $pairs pairs of $duration rounds, the order alternating$([ "$starts" = 1 ] || echo "; all of it in $starts fresh starts of both servers")."
  echo "Each column is the median over the pairs of that pair's ratio (Silk ÷ $peer; for req/s above 1 favours Silk, for CPU and p99 below 1 does), with the interquartile range of the ratios; pairs during which other processes took over $max_other% of one CPU are left out (*kept*; a case whose every pair was over it shows them all and says so, a smoke test on a busy machine)."
  echo
  echo "| case | req/s ratio | IQR | CPU/req ratio | IQR | p99 ratio | Silk p99 ms | $peer p99 ms | Silk req/s | $peer req/s | kept |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
  for c in "${verified[@]}"; do
    awk -F'\t' -v c="$c" -v max="$(limit_for "$c")" "$ratios_awk"'
      $1 == c && $9 <= max && $6 > 0 && $8 > 0 && $7 > 0 {
        k++; r[k] = $3 / $6; u[k] = $5 / $8; l[k] = $4 / $7; sp[k] = $4; pp[k] = $7; sr[k] = $3; pr[k] = $6 }
      $1 == c { total++ }
      END {
        if (k == 0) { printf "| %s | – | | | | | | | | | 0 of %d |\n", c, total; exit }
        sort(r, k); sort(u, k); sort(l, k); sort(sp, k); sort(pp, k); sort(sr, k); sort(pr, k)
        printf "| %s | %.2f | %.2f–%.2f | %.2f | %.2f–%.2f | %.2f | %.2f | %.2f | %.0f | %.0f | %s |\n", c,
          q(r, k, .5), q(r, k, .25), q(r, k, .75), q(u, k, .5), q(u, k, .25), q(u, k, .75), q(l, k, .5),
          q(sp, k, .5), q(pp, k, .5), q(sr, k, .5), q(pr, k, .5),
          (max > 1e8 ? "none: all " total " shown, busy machine" : k " of " total) }' "$results/pairs.tsv"
  done
  if [ "$starts" -gt 1 ]; then
    echo
    echo "Start by start: the median over each start's kept pairs of Silk ÷ $peer in requests per second (in brackets, CPU per request); *slowest* is the lowest of them, the figure a goal held in every start is judged by."
    echo
    echo "| case | $(seq -s ' | ' 1 "$starts" | sed 's/[0-9]\+/start &/g') | slowest | median |"
    echo "|---|$(printf -- '---:|%.0s' $(seq 1 "$starts"))---:|---:|"
    for c in "${verified[@]}"; do
      awk -F'\t' -v c="$c" -v max="$(limit_for "$c")" -v starts="$starts" "$ratios_awk"'
        $1 == c && $9 <= max && $6 > 0 && $8 > 0 { n[$10]++; r[$10, n[$10]] = $3 / $6; u[$10, n[$10]] = $5 / $8 }
        END {
          line = "| " c; m = 0
          for (s = 1; s <= starts; s++) {
            if (!n[s]) { line = line " | –"; continue }
            delete a; delete b
            for (i = 1; i <= n[s]; i++) { a[i] = r[s, i]; b[i] = u[s, i] }
            sort(a, n[s]); sort(b, n[s])
            x = q(a, n[s], .5); m++; med[m] = x
            line = line sprintf(" | %.2f (%.2f)", x, q(b, n[s], .5))
          }
          if (m == 0) { print line " | – | – |"; exit }
          sort(med, m)
          printf "%s | **%.2f** | %.2f |\n", line, med[1], q(med, m, .5) }' "$results/pairs.tsv"
    done
  fi
  echo
  echo "Warm-up: seconds of load each server needed on each case before its throughput stopped climbing$([ "$starts" = 1 ] || echo ", start by start") (\`+\`: still climbing when the bound ran out); the requests per second of its first windows of load and of its last one. The first case's first windows are the JVM's first load."
  echo
  echo "| case | server | to steady (s) | first s | first req/s | last window req/s |"
  echo "|---|---|---:|---:|---:|---:|"
  for c in "${verified[@]}"; do
    for s in "${servers[@]}"; do
      awk -F'\t' -v c="$c" -v s="$s" '
        $2 == c && $3 == s { n++; t = t (n > 1 ? ", " : "") $4 ($5 == 1 ? "" : "+"); e = e (n > 1 ? ", " : "") $7
                             l = l (n > 1 ? ", " : "") $8; es = $6 }
        END { if (n) printf "| %s | %s | %s | %s | %s | %s |\n", c, s, t, es, e, l }' "$results/warm.tsv"
    done
  done
} > "$report"
cat "$report"

if [ $publish = 1 ]; then
  "$here/../publish-section.sh" "$root/docs/benchmarks.md" "http-paired-$peer" \
    "HTTP benchmark, paired against $peer" "$report"
  log "published into docs/benchmarks.md"
fi
