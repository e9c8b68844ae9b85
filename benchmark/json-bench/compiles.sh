#!/usr/bin/env bash
# json-bench, one C2 compile at a time: runs a paired cell (Paired, as paired.sh does) in fresh JVMs
# with -XX:+LogCompilation and prints, per JVM, its Silk ÷ peer line beside what C2 made of the
# methods asked for, read from that JVM's own log: no interleaved PrintInlining output (D389).
#
#   benchmark/json-bench/compiles.sh --case cart --op write --apart --jvms 4
#   benchmark/json-bench/compiles.sh --case cart --op write --jar /tmp/main.jar --keep-logs \
#       -- -XX:CompileCommand=quiet -XX:CompileCommand=dontinline,dev.silk.json.JsonOutput::putOther
#
# Per JVM: the Paired line (case, op, subject, peer, median ratio, its quartiles, subject ns, peer
# ns, other processes' CPU %), then
#  - sizes: every C2 compile (tier 4) of each method whose LogCompilation name starts with a --size
#    pattern (default: the string put, `dev.silk.json.JsonOutput put (Ldev/silk/json/JsonKey;
#    Ljava/lang/String;)`), as the instruction bytes of its nmethod (task_done's nmsize, what C2
#    compares with InlineSmallCode, 2,500 on x86-64, when a later compile meets a call to it);
#  - refused: for the last C2 compile of each method matching a --tree pattern (default: the cart
#    codec's entry, `dev.silk.bench.data.corpus.CartCodec write (Ldev/silk/json/JsonOutput;
#    Ljava/lang/Object;)`, the call the measuring loop makes; give the codec of another case),
#    every call C2 did not inline at any depth, counted, with its reason ("already compiled into a
#    big method", "size > DesiredMethodLimit", "too big", ...). The last compile is the one
#    running when the JVM ends; a method it calls has compiles of its own (another --tree).
# Options: --case NAME  --op read|write  --subject  --peer  --apart  --jvms N (3)  --rounds N (60)
#          --warmup SECONDS (5)  --jar JAR (default: json-bench's target/benchmarks.jar, built by
#          build.sh; nothing is built here)  --size PATTERN  --tree PATTERN (each repeatable; the
#          first given replaces the default)  --keep-logs (logs stay in target/compiles-<time>/)
# Everything after -- goes to each JVM's command line (JIT flags for an emulation).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
java=${JAVA_HOME_25:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java
[ -x "$java" ] || { echo "no JDK 25 at $java (set JAVA_HOME_25)" >&2; exit 1; }
case_name=cart op=write subject=silk-codec peer=fastjson2 apart=false jvms=3 rounds=60 warmup=5
jar=$here/target/benchmarks.jar keep=0 sizes=() trees=() extra=()
while [ $# -gt 0 ]; do
  case $1 in
    --case) case_name=$2; shift 2 ;;
    --op) op=$2; shift 2 ;;
    --subject) subject=$2; shift 2 ;;
    --peer) peer=$2; shift 2 ;;
    --apart) apart=true; shift ;;
    --jvms) jvms=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --warmup) warmup=$2; shift 2 ;;
    --jar) jar=$2; shift 2 ;;
    --size) sizes+=("$2"); shift 2 ;;
    --tree) trees+=("$2"); shift 2 ;;
    --keep-logs) keep=1; shift ;;
    --) shift; extra=("$@"); break ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
[ -f "$jar" ] || { echo "no jar at $jar (run build.sh, or give --jar)" >&2; exit 2; }
[ ${#sizes[@]} -gt 0 ] ||
  sizes=('dev.silk.json.JsonOutput put (Ldev/silk/json/JsonKey;Ljava/lang/String;)')
[ ${#trees[@]} -gt 0 ] ||
  trees=('dev.silk.bench.data.corpus.CartCodec write (Ldev/silk/json/JsonOutput;Ljava/lang/Object;)')
logs=$here/target/compiles-$(date +%Y%m%d-%H%M%S)
mkdir -p "$logs"
[ $keep = 1 ] || trap 'rm -rf "$logs"' EXIT

# Reads one JVM's compilation log: argv = log, then "size:PATTERN" and "tree:PATTERN" arguments.
read_log='
import re, sys
from collections import Counter
text = open(sys.argv[1], errors="replace").read()
tasks = []  # (method, attributes, body) of every C2 task, in the order the log holds them
for t in re.finditer(r"<task ([^>]*)>(.*?)</task>", text, re.S):
    attrs, body = t.group(1), t.group(2)
    level = re.search(r" level=.(\d)", attrs)
    if level and level.group(1) != "4":
        continue
    method = re.search(r"method=.([^\x27]*).", attrs).group(1)
    tasks.append((method, attrs, body))
def nmsize(body):
    done = re.search(r"<task_done success=.(\d). nmsize=.(\d+)", body)
    return done.group(2) if done and done.group(1) == "1" else "failed"
def refused(body):
    klass = dict(re.findall(r"<klass id=.(\d+). name=.([^\x27]*).", body))
    methods = {}
    for m in re.finditer(r"<method id=.(\d+). holder=.(\d+). name=.([^\x27]*).[^>]*? bytes=.(\d+).", body):
        holder = klass.get(m.group(2), "?").split("/")[-1]
        methods[m.group(1)] = "%s::%s (%s bytes)" % (holder, m.group(3), m.group(4))
    counts, call = Counter(), None
    for tag in re.finditer(r"<(call|intrinsic|inline_fail|inline_success)\b([^>]*)>", body):
        kind, attrs = tag.group(1), tag.group(2)
        if kind == "call":
            call = re.search(r"method=.(\d+).", attrs).group(1)
        elif kind == "intrinsic" or kind == "inline_success":
            call = None
        elif call is not None:
            reason = re.search(r"reason=.([^\x27]*).", attrs).group(1).replace("&gt;", ">")
            counts["%s: %s" % (methods.get(call, "?"), reason)] += 1
            call = None
    return counts
for arg in sys.argv[2:]:
    kind, pattern = arg.split(":", 1)
    found = [(m, a, b) for m, a, b in tasks if m.startswith(pattern)]
    if kind == "size":
        shown = " ".join(nmsize(b) + ("(osr)" if "osr_bci" in a else "") for m, a, b in found)
        print("  sizes %s: %s" % (pattern, shown or "no C2 compile"))
    else:
        for signature in dict.fromkeys(m for m, a, b in found):
            last = [(a, b) for m, a, b in found if m == signature and "osr_bci" not in a]
            if not last:
                continue
            attrs, body = last[-1]
            cid = re.search(r"compile_id=.(\d+).", attrs).group(1)
            print("  refused in the last C2 compile of %s (id %s, %s bytes):" % (signature, cid, nmsize(body)))
            for what, n in sorted(refused(body).items()):
                print("    %2d x %s" % (n, what))
'
args=()
for s in "${sizes[@]}"; do args+=("size:$s"); done
for t in "${trees[@]}"; do args+=("tree:$t"); done
for j in $(seq "$jvms"); do
  log=$logs/jvm-$j.log
  line=$("$java" -Xms1g -Xmx1g -XX:+AlwaysPreTouch -XX:+UseG1GC -XX:+UnlockDiagnosticVMOptions \
      -XX:+LogCompilation "-XX:LogFile=$log" ${extra[@]+"${extra[@]}"} -cp "$jar" \
      dev.silk.bench.json.Paired --case "$case_name" --op "$op" --subject "$subject" \
      --peer "$peer" --rounds "$rounds" --warmup "$warmup" --apart "$apart" 2> "$logs/stderr.log" |
    tail -1) || { echo "JVM $j failed: $(tail -1 "$logs/stderr.log")" >&2; continue; }
  echo "JVM $j ($(date -u +%H:%M:%S) UTC): $line"
  python3 -c "$read_log" "$log" "${args[@]}"
done
[ $keep = 0 ] || echo "logs in $logs" >&2
