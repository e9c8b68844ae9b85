#!/usr/bin/env bash
# The dev-loop benchmark: a real `silk dev` process on a project made by `silk new`, driven through
# Java, template and stylesheet edits; save -> first response showing the change (p50/p90), cold
# start -> first 200, memory after N reloads; on JDK 17 and 25. In the same run, Quarkus dev mode
# and Spring Boot DevTools (quarkus/ and spring-boot/ here) through the same Java edit, on JDK 25,
# with Maven 3.9 fetched from Maven Central into target/; and continuous testing, Silk's and
# Quarkus's, through the same handler and test edits. Every save comes --think-ms (2000) after the
# previous change showed, with no request in between, as a developer's does (decision D260).
# Writes docs/benchmarks.md between <!-- dev-loop:begin --> and <!-- dev-loop:end --> unless
# --no-publish.
#
#   benchmark/dev-loop/run.sh [--quick] [--edits N] [--reloads N] [--starts N] [--think-ms N]
#                             [--template web|api|minimal] [--jdks "17 25"] [--no-build] [--no-publish]
#                             [--frameworks silk,quarkus,spring-boot] [--maven-version 3.9.16]
#                             [--no-install] [--db]
# --db measures a `silk new --db` project instead (Silk only): the first start, when Maven resolves
# its libraries; cold starts with them resolved, no classes and no database file; Java edits; a
# new migration saved -> silk dev's line that it was applied. It writes docs/benchmarks.md
# between <!-- dev-db:begin --> and <!-- dev-db:end -->.
# `silk dev` runs through the launcher install.sh writes (installed per JDK into a scratch prefix,
# never ~/.local), as a user runs it: with its CDS archive and JVM flags (decisions D55, D66).
# --no-install runs `java -cp <the CLI's classpath> dev.silk.cli.Main` instead, with neither.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$ROOT/benchmark/dev-loop"
EDITS=20 RELOADS=200 STARTS=3 THINK=2000 TEMPLATE=web JDKS="17 25" BUILD=1 PUBLISH=1 INSTALL=1
FRAMEWORKS=silk,quarkus,spring-boot MAVEN_VERSION=3.9.16 DB=0
# A comparator that has not finished in this many seconds (downloads included) is skipped.
COMPARATOR_TIMEOUT=${COMPARATOR_TIMEOUT:-3600}
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) EDITS=5 RELOADS=20 STARTS=1 ;;
    --edits) EDITS=$2; shift ;;
    --reloads) RELOADS=$2; shift ;;
    --starts) STARTS=$2; shift ;;
    --think-ms) THINK=$2; shift ;;
    --template) TEMPLATE=$2; shift ;;
    --jdks) JDKS=$2; shift ;;
    --no-build) BUILD=0 ;;
    --no-publish) PUBLISH=0 ;;
    --no-install) INSTALL=0 ;;
    --frameworks) FRAMEWORKS=$2; shift ;;
    --maven-version) MAVEN_VERSION=$2; shift ;;
    --db) DB=1 ;;
    -h|--help) sed -n '2,23p' "$0"; exit 0 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

jdk_home() {
  case "$1" in
    17) for d in /usr/lib/jvm/java-17-openjdk-amd64 /usr/lib/jvm/temurin-17-jdk-amd64; do [ -x "$d/bin/java" ] && { echo "$d"; return; }; done ;;
    25) for d in /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/java-25-openjdk-amd64; do [ -x "$d/bin/java" ] && { echo "$d"; return; }; done ;;
  esac
  echo "no JDK $1 under /usr/lib/jvm" >&2; exit 1
}

if [ "$DB" = 1 ]; then
  case "$TEMPLATE" in web|api) ;; *) echo "--db needs --template web or api" >&2; exit 2 ;; esac
  FRAMEWORKS=silk # Quarkus and Spring Boot's projects here have no database
fi
wants() { case ",$FRAMEWORKS," in *",$1,"*) return 0 ;; *) return 1 ;; esac; }
for f in ${FRAMEWORKS//,/ }; do
  case "$f" in silk|quarkus|spring-boot) ;; *) echo "unknown framework $f (silk, quarkus, spring-boot)" >&2; exit 2 ;; esac
done

WORK=$(mktemp -d "${TMPDIR:-/tmp}/silk-dev-loop.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$ROOT"
ROWS="" TESTS_ROWS=""
if wants silk; then
if [ "$BUILD" = 1 ]; then
  echo "building the CLI..." >&2
  mvn -B -q -pl cli -am install -DskipTests
fi
mvn -B -q -pl cli dependency:build-classpath -Dmdep.outputFile="$WORK/cp.txt" >/dev/null
# SILK_CLI_CLASSES overrides the CLI's class folder (e.g. a private build while others rebuild cli/).
# The jars are copied: a concurrent `mvn install` must not swap a jar under a running silk dev.
mkdir -p "$WORK/lib" "$WORK/classes"
tr ':' '\n' < "$WORK/cp.txt" | while read -r jar; do [ -n "$jar" ] && cp "$jar" "$WORK/lib/"; done
cp -r "${SILK_CLI_CLASSES:-$ROOT/cli/target/classes}/." "$WORK/classes/"
CP="$WORK/classes:$(ls "$WORK"/lib/*.jar | tr '\n' ':')"

for V in $JDKS; do
  JH=$(jdk_home "$V")
  DIR="$WORK/jdk$V"
  mkdir -p "$DIR"
  SILK=()
  if [ "$INSTALL" = 1 ]; then
    echo "JDK $V: installing the CLI into a scratch prefix (install.sh --skip-build --no-warm)..." >&2
    HOME="$DIR/home" JAVA_HOME="$JH" PATH="$JH/bin:$PATH" \
      "$ROOT/install.sh" --skip-build --no-warm --prefix "$DIR/prefix" --bin-dir "$DIR/bin" >/dev/null
    SILK=(--silk "$(ls -d "$DIR"/prefix/*/bin/silk)")
  fi
  echo "JDK $V: creating a '$TEMPLATE' project with silk new..." >&2
  DB_FLAG=()
  [ "$DB" = 1 ] && DB_FLAG=(--db)
  "$JH/bin/java" -cp "$CP" dev.silk.cli.Main new devbench --template "$TEMPLATE" "${DB_FLAG[@]}" --directory "$DIR/devbench" >/dev/null
  echo "JDK $V: measuring ($EDITS edits of each kind, $RELOADS reloads, $STARTS cold starts)..." >&2
  LINE=$("$JH/bin/java" "$ROOT/benchmark/dev-loop/DevLoopBench.java" --java "$JH/bin/java" --cp "$CP" "${SILK[@]}" \
    --project "$DIR/devbench" --edits "$EDITS" --reloads "$RELOADS" --starts "$STARTS" --think-ms "$THINK" \
    --test-edits "$([ "$DB" = 1 ] && echo 0 || echo "$EDITS")")
  echo "JDK $V: $LINE" >&2
  val() { echo "$LINE" | tr ' ' '\n' | sed -n "s/^$1=//p" | tr '_' ' '; }
  cell() { local p50 p90; p50=$(val "$1_p50_ms"); p90=$(val "$1_p90_ms"); [ -n "$p50" ] && echo "$p50 / $p90 ms" || echo "n/a"; }
  JV=$("$JH/bin/java" -version 2>&1 | head -1 | sed 's/"//g')
  if [ "$DB" = 1 ]; then
    ROWS="$ROWS| \`silk dev\`, \`silk new --db\` | $JV | $(val first_start_with_maven_ms) ms | $(val cold_start_ms) ms | $(cell java_edit) | $(cell migration_edit) | $(val mem_after_start) | $(val mem_after_reloads) | $(val other_cpu_p50) / $(val other_cpu_max) |
"
  else
    TESTS_ROWS="$TESTS_ROWS| \`silk dev --tests\` | $JV | $(cell test_handler_edit) | $(cell test_test_edit) |
"
    ROWS="$ROWS| \`silk dev\` | $JV | $(val cold_start_ms) ms | $(cell java_edit) | $(cell template_edit) | $(cell css_edit) | $(val mem_after_start) | $(val mem_after_reloads) | $(val other_cpu_p50) / $(val other_cpu_max) |
"
  fi
done
fi

# The comparators: on JDK 25 only, each in its own scratch copy, each allowed to fail alone.
COMPARED="" SKIPPED=""
if wants quarkus || wants spring-boot; then
  JH25=$(jdk_home 25)
  MAVEN_HOME="$HERE/target/apache-maven-$MAVEN_VERSION"
  if [ ! -x "$MAVEN_HOME/bin/mvn" ]; then
    # Maven 3.9 is itself an artifact on Maven Central; the system Maven (3.8) fetches it once.
    echo "fetching Maven $MAVEN_VERSION (org.apache.maven:apache-maven:$MAVEN_VERSION:zip:bin)..." >&2
    mkdir -p "$WORK/maven"
    if (cd "$WORK/maven" && mvn -B -q -Dstyle.color=never org.apache.maven.plugins:maven-dependency-plugin:3.8.1:unpack \
          -Dartifact="org.apache.maven:apache-maven:$MAVEN_VERSION:zip:bin" -DoutputDirectory="$WORK/maven/out" >&2) \
        && [ -x "$WORK/maven/out/apache-maven-$MAVEN_VERSION/bin/mvn" ]; then
      mkdir -p "$HERE/target"
      rm -rf "$MAVEN_HOME"
      mv "$WORK/maven/out/apache-maven-$MAVEN_VERSION" "$MAVEN_HOME"
    else
      WANTED=$(for f in quarkus spring-boot; do wants "$f" && printf '%s ' "$f"; done)
      echo "could not fetch Maven $MAVEN_VERSION (see Maven's output above): skipping ${WANTED% }" >&2
      SKIPPED="$SKIPPED ${WANTED% } not measured: Maven $MAVEN_VERSION could not be fetched."
    fi
  fi
  JV25=$("$JH25/bin/java" -version 2>&1 | head -1 | sed 's/"//g')
  for F in quarkus spring-boot; do
    wants "$F" && [ -x "$MAVEN_HOME/bin/mvn" ] || continue
    case "$F" in
      quarkus) NAME="Quarkus $(sed -n 's:.*<quarkus.version>\(.*\)</quarkus.version>.*:\1:p' "$HERE/quarkus/pom.xml") dev mode (\`mvn quarkus:dev\`)" ;;
      spring-boot) NAME="Spring Boot $(grep -A2 '<artifactId>spring-boot-starter-parent' "$HERE/spring-boot/pom.xml" | sed -n 's:.*<version>\(.*\)</version>.*:\1:p') DevTools (\`mvn spring-boot:run\`, \`mvn compile\` per edit)" ;;
    esac
    cp -r "$HERE/$F" "$WORK/$F"
    rm -rf "$WORK/$F/target"
    echo "$F: measuring on JDK 25 ($EDITS edits, $STARTS cold starts) with Maven $MAVEN_VERSION..." >&2
    # Quarkus's continuous testing is timed too (issue 29), through the edits Silk's is.
    TEST_EDITS=0
    [ "$F" = quarkus ] && TEST_EDITS=$EDITS
    if LINE=$(timeout "$COMPARATOR_TIMEOUT" "$JH25/bin/java" "$HERE/DevLoopBench.java" --framework "$F" \
          --mvn "$MAVEN_HOME/bin/mvn" --java-home "$JH25" --project "$WORK/$F" --edits "$EDITS" --starts "$STARTS" \
          --think-ms "$THINK" --test-edits "$TEST_EDITS"); then
      echo "$F: $LINE" >&2
      val() { echo "$LINE" | tr ' ' '\n' | sed -n "s/^$1=//p" | tr '_' ' '; }
      EDIT="$(val java_edit_p50_ms) / $(val java_edit_p90_ms) ms"
      [ "$F" = spring-boot ] && EDIT="$EDIT (\`mvn compile\` alone $(val compile_p50_ms) ms)"
      ROWS="$ROWS| $NAME | $JV25 | $(val cold_start_ms) ms | $EDIT | – | – | $(val mem_after_edits) (after the edits) | – | $(val other_cpu_p50) / $(val other_cpu_max) |
"
      if [ -n "$(val test_handler_edit_p50_ms)" ]; then
        TESTS_ROWS="$TESTS_ROWS| Quarkus $(sed -n 's:.*<quarkus.version>\(.*\)</quarkus.version>.*:\1:p' "$HERE/quarkus/pom.xml") continuous testing (\`mvn quarkus:dev\`, tests enabled) | $JV25 | $(val test_handler_edit_p50_ms) / $(val test_handler_edit_p90_ms) ms | $(val test_test_edit_p50_ms) / $(val test_test_edit_p90_ms) ms |
"
      fi
      COMPARED="$COMPARED $F"
    else
      RC=$?
      WHY="the run failed (exit $RC; see the harness output)"
      [ "$RC" = 124 ] && WHY="it did not finish within COMPARATOR_TIMEOUT=$COMPARATOR_TIMEOUT s"
      echo "$F: FAILED, its row is left out: $WHY" >&2
      SKIPPED="$SKIPPED $NAME was not measured: $WHY."
    fi
    rm -rf "$WORK/$F"
  done
fi

if [ -n "$COMPARED" ]; then
  COMPARISON="Quarkus and Spring Boot ran in the same run on JDK 25, each on a hand-written one-resource project (\`benchmark/dev-loop/quarkus\`, \`benchmark/dev-loop/spring-boot\`) started through Maven $MAVEN_VERSION, with the same edit: the text one handler returns changes, and the clock runs from the save to the first response with the new text.
Quarkus recompiles and restarts on that next request, but scans for changes on a request at most once every 2 s: every save here comes $THINK ms after the previous change showed, with no request in between, as a developer reads the page before saving again (a save within 2 s of Quarkus's last scan waits out the rest of that interval: the 1.7 s published before decision D260). For Spring Boot the time includes the \`mvn compile\` a developer without an IDE runs, after which DevTools restarts with its default 1 s poll and 400 ms quiet period (decision D58).
Their cold start is \`mvn quarkus:dev\` / \`mvn spring-boot:run\` with no \`target/\`, to the first 200, once the dependencies are in the local repository.
The Quarkus project is what \`quarkus create app\` makes for a REST resource, its test included; dev mode runs with its defaults (tests paused, the debug agent on, here on a free port) and, having no terminal, a basic console without input.
"
else
  COMPARISON="For context, measured earlier on this kind of machine (see the dev-loop notes): Quarkus 3.33 dev mode, edit a returned string → new response 0.40 s median, 0.52 s p90, cold start through Maven 11.8 s; Spring Boot 4.0 DevTools 4.5 s with a Maven compile (2.6 s compiling one file with javac), cold start 5.4 s.
They were not re-measured in this run.
"
fi
SKIPPED_TEXT=""
[ -n "$SKIPPED" ] && SKIPPED_TEXT="
${SKIPPED# }
"
FLAGS="--edits $EDITS --reloads $RELOADS --starts $STARTS --template $TEMPLATE"
[ "$THINK" != 2000 ] && FLAGS="$FLAGS --think-ms $THINK"
[ "$DB" = 1 ] && FLAGS="$FLAGS --db"
[ "$DB" = 0 ] && [ "$FRAMEWORKS" != silk,quarkus,spring-boot ] && FLAGS="$FLAGS --frameworks $FRAMEWORKS"
[ "$JDKS" != "17 25" ] && FLAGS="$FLAGS --jdks \"$JDKS\""
[ "$INSTALL" = 0 ] && FLAGS="$FLAGS --no-install"
LOAD=$(cut -d' ' -f1-3 /proc/loadavg)
if [ "$INSTALL" = 1 ]; then
  LAUNCH_TEXT="\`silk dev\` runs through the launcher \`install.sh\` writes, installed per JDK into a scratch prefix: with the CDS archive it records from a \`silk dev\` start (D66), as a user runs it."
else
  LAUNCH_TEXT="\`silk dev\` runs as \`java -cp <the CLI's classpath> dev.silk.cli.Main dev\` (\`--no-install\`): without the launcher's CDS archive and flags."
fi
SECTION="Run with \`benchmark/dev-loop/run.sh $FLAGS\` on $(date -u +%Y-%m-%d), $(nproc) CPUs, load average $LOAD at the end (the machine was shared; read the numbers as an upper bound).
Edits are measured from the file being written to the first response that shows the change (for CSS: to the live-reload event reaching a connected client), polling every 2 ms over HTTP/1.1, with $EDITS edits of each kind; each save comes $THINK ms after the previous change showed (a developer reading the page), with no request in between (D260).
Silk's cold start is a new \`silk dev\` process, with \`target/silk\` deleted, to the first 200 (median of $STARTS).
$LAUNCH_TEXT
Silk's memory is read once \`silk dev\` is idle, after the first start and after $RELOADS Java reloads: heap and metaspace used after a full GC (\`jcmd GC.run\`), and the process's RSS once it has stopped falling after that collection (G1 gives the heap back in steps, D295).

The last column is the CPU that other processes of the machine used during each Java edit, in cores (median / max over the edits): how much the neighbours competed with the measurement.
$COMPARISON
| dev loop | JDK | cold start → first 200 | Java edit p50 / p90 | template edit p50 / p90 | CSS edit p50 / p90 | memory after start | memory after $RELOADS reloads | other processes' CPU, cores |
|---|---|---|---|---|---|---|---|---|
$ROWS$SKIPPED_TEXT"
if [ "$DB" = 1 ]; then
  MARK=dev-db
  TITLE="Dev loop with a database (\`silk dev\` on \`silk new --db\`)"
  SECTION="Run with \`benchmark/dev-loop/run.sh $FLAGS\` on $(date -u +%Y-%m-%d), $(nproc) CPUs, load average $LOAD at the end.
The project is \`silk new devbench --template $TEMPLATE --db\`: silk-data on the embedded H2 file, two migrations, silk-metrics.
The first start has no \`target/silk\`: Maven resolves the project's libraries once (\`dependency:build-classpath\`, cached in \`target/silk\`). Each cold start (median of $STARTS) keeps that cache but begins with no compiled classes and no database file, so both migrations run: process start to the first 200 of \`/\`, a page read from the database.
A Java edit changes what \`/health\` answers, measured from the save to the first response showing it. A migration edit saves a new \`V1xx__bench_N.sql\` that adds a column, measured from the save to \`silk dev\`'s line saying it was applied (\`database: applied ...\`), with the new app serving.
$LAUNCH_TEXT
Memory is heap and metaspace used after a full GC (\`jcmd GC.run\`), after the first start and after $RELOADS Java reloads on the one pool.
The last column is the CPU that other processes used during each Java edit, in cores (median / max).

| dev loop | JDK | first start, Maven resolving | cold start → first 200 | Java edit p50 / p90 | migration edit p50 / p90 | memory after start | memory after $RELOADS reloads | other processes' CPU, cores |
|---|---|---|---|---|---|---|---|---|
$ROWS"
else
  MARK=dev-loop
  TITLE="Dev loop (\`silk dev\`)"
  if [ -n "$TESTS_ROWS" ]; then
    SECTION="$SECTION
Continuous testing (issue 29): from the file being written to the console's first test result line, for an edit of a handler (a statement added to its body, so the tests that use it rerun) and for an edit of a test (the same in its first test method), $EDITS edits of each kind, each save $THINK ms after the previous result.
Silk: \`silk dev --tests\` (the handler is \`Main.app\`, the line \`tests: N passed\`).
Quarkus, when measured: \`mvn quarkus:dev\` with \`quarkus.test.continuous-testing=enabled\` (what pressing \`r\` does), whose one \`@QuarkusTest\` calls the edited resource over HTTP; the line is \`Tests completed at ... due to changes to ...\` (D261).

| continuous testing | JDK | handler edit → first result p50 / p90 | test edit → first result p50 / p90 |
|---|---|---|---|
$TESTS_ROWS"
  fi
fi
printf '%s\n' "$SECTION"
if [ "$PUBLISH" = 1 ]; then
  python3 - "$ROOT/docs/benchmarks.md" "$SECTION" "$MARK" "$TITLE" <<'PY'
import sys, re
path, section, mark, title = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
text = open(path).read()
begin, end = "<!-- " + mark + ":begin -->", "<!-- " + mark + ":end -->"
block = begin + "\n" + section + "\n" + end
if begin in text:
    text = re.sub(re.escape(begin) + ".*?" + re.escape(end), lambda m: block, text, flags=re.S)
else:
    text = text.rstrip("\n") + "\n\n## " + title + "\n\n" + block + "\n"
open(path, "w").write(text)
PY
  echo "wrote docs/benchmarks.md" >&2
fi
