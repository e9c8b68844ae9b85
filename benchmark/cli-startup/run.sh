#!/usr/bin/env bash
# Times the silk CLI's start: `silk --version` and `silk new` (web template), median of 10 runs
# each, on JDK 17 and JDK 25, as installed (AppCDS archive; C1 only, or no JIT at all for the short
# commands on JDK 25, D66), with C1 forced, with the full JIT, with no JIT at all (-Xint), and
# without the archive.
# Installs the CLI from this checkout's last build (install.sh --skip-build --no-warm) into a
# temporary prefix per JDK, so it never touches ~/.local. Writes the table between the cli-startup
# markers of docs/benchmarks.md.
#
#   benchmark/cli-startup/run.sh            (after mvn -B -q install -DskipTests, or ./install.sh)
#   RUNS=20 benchmark/cli-startup/run.sh
#   benchmark/cli-startup/run.sh --no-publish   (print the table, leave docs/benchmarks.md alone)
set -euo pipefail
publish=1
[[ "${1:-}" == --no-publish ]] && publish=0
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs="${RUNS:-10}"
jdks=("${JDK17:-/usr/lib/jvm/java-17-openjdk-amd64}" "${JDK25:-/usr/lib/jvm/temurin-25-jdk-amd64}")
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Runs "$@" `runs` times (a fresh directory per run for silk new) and prints two medians in
# milliseconds: wall clock, and CPU time (user + system). On a busy machine the wall clock mostly
# measures the wait for a core; the CPU time is what the start itself costs.
medians() {
  local walls=() cpus=() i start end cpu
  for ((i = 0; i < runs; i++)); do
    start=$(date +%s%N)
    cpu=$({ TIMEFORMAT='%3U %3S'; time "$@" "$i" > /dev/null 2>&1; } 2>&1) || { echo "failed: $*" >&2; return 1; }
    end=$(date +%s%N)
    walls+=($(((end - start) / 1000000)))
    cpus+=($(awk '{ printf "%d", ($1 + $2) * 1000 }' <<< "$cpu"))
  done
  echo "$(median "${walls[@]}") $(median "${cpus[@]}")"
}
median() {
  printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else print int((a[NR / 2] + a[NR / 2 + 1]) / 2) }'
}
version() { "$silk" --version; }
bare_java() { "$jdk/bin/java" -Xshare:auto -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -version; }
create() { "$silk" new "bench$1" -t web -q -d "$work/projects/$jdk_name-${label//[ ,+]/}-$1"; }

rows=()
for jdk in "${jdks[@]}"; do
  [[ -x "$jdk/bin/java" ]] || { echo "skipping $jdk: no java" >&2; continue; }
  jdk_name="$("$jdk/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.runtime\.version = //p')"
  prefix="$work/prefix-$(basename "$jdk")"
  HOME="$work/home" JAVA_HOME="$jdk" PATH="$jdk/bin:$PATH" \
    "$root/install.sh" --skip-build --no-warm --prefix "$prefix" --bin-dir "$work/bin" > /dev/null
  silk="$(ls -d "$prefix"/*/bin/silk)"
  jsa="$(dirname "$(dirname "$silk")")/silk.jsa"
  mkdir -p "$work/projects"
  # the floor: a JVM that starts and prints its version, with the JDK's own CDS archive
  read -r b_wall b_cpu <<< "$(medians bare_java)"
  rows+=("| $jdk_name | \`java -version\` alone (the floor) | $b_wall | $b_cpu | | |")
  for label in "cds, as installed" "cds, C1" "cds, C1+C2" "cds, interpreter" "no cds, as installed"; do
    # SILK_JAVA_OPTS comes last on the launcher's command line: -Xmixed undoes its -Xint.
    export SILK_JAVA_OPTS=""
    case "$label" in
      "cds, C1") SILK_JAVA_OPTS="-Xmixed -XX:TieredStopAtLevel=1" ;;
      "cds, C1+C2") SILK_JAVA_OPTS="-Xmixed -XX:TieredStopAtLevel=4" ;;
      "cds, interpreter") SILK_JAVA_OPTS="-Xint" ;;
      "no cds, as installed") [[ -f "$jsa" ]] && mv "$jsa" "$jsa.off" ;;
    esac
    [[ "$label" == cds* && ! -f "$jsa" ]] && continue
    "$silk" --version > /dev/null # warm the file cache
    read -r v_wall v_cpu <<< "$(medians version)"
    read -r n_wall n_cpu <<< "$(medians create)"
    rows+=("| $jdk_name | $label | $v_wall | $v_cpu | $n_wall | $n_cpu |")
  done
done

load="$(cut -d' ' -f1-3 /proc/loadavg)"
cores="$(nproc)"
block="$(mktemp)"
{
  echo "<!-- cli-startup:begin (benchmark/cli-startup/run.sh writes this block) -->"
  echo "### CLI start-up"
  echo
  echo "Milliseconds, median of $runs runs, measured $(date -u +%Y-%m-%d) on $cores cores with a load average of $load while measuring."
  echo "Wall is the wall clock; CPU is user + system time, which a busy machine inflates far less (on an idle machine wall is about CPU minus the parallel part)."
  echo "\`silk new\` creates a \`web\` project (templates embedded, no Maven run)."
  echo "\`cds, as installed\` is the launcher as installed: the AppCDS archive install.sh makes, and C1 only (\`-XX:TieredStopAtLevel=1\`, every command but \`silk dev\`), except that on JDK 25 \`--version\`, help and \`silk new\` run with no JIT at all (\`-Xint\`, decision D66)."
  echo "\`cds, C1\` forces C1 only, \`cds, C1+C2\` the full JIT, \`cds, interpreter\` no JIT (\`-Xint\`); \`no cds, as installed\` runs the launcher's flags without the archive."
  echo
  echo "| JDK | launcher | \`silk --version\` wall | CPU | \`silk new\` wall | CPU |"
  echo "|---|---|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
  echo "<!-- cli-startup:end -->"
} > "$block"
cat "$block"
[[ $publish == 1 ]] || { rm -f "$block"; exit 0; }

doc="$root/docs/benchmarks.md"
[[ -f "$doc" ]] || printf '# Benchmarks\n\n' > "$doc"
if grep -q '<!-- cli-startup:begin' "$doc"; then
  awk -v block="$block" '
    /<!-- cli-startup:begin/ { while ((getline line < block) > 0) print line; skip = 1; next }
    /<!-- cli-startup:end -->/ { skip = 0; next }
    !skip { print }' "$doc" > "$doc.tmp" && mv "$doc.tmp" "$doc"
else
  { echo; cat "$block"; } >> "$doc"
fi
rm -f "$block"
echo "wrote $doc"
