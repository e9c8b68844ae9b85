#!/usr/bin/env bash
# Installs the `silk` command from this checkout for the current user; no root needed.
#
#   ./install.sh                   build, install under ~/.local/share/silk/<version>, link ~/.local/bin/silk
#   ./install.sh --prefix DIR      install under DIR/<version> instead
#   ./install.sh --bin-dir DIR     put the `silk` link in DIR instead of ~/.local/bin
#   ./install.sh --skip-build      reuse the artifacts of the last build (no Maven run)
#   ./install.sh --no-warm         do not build the templates once (then `mvn -o` in a new project may lack plugins)
#   ./install.sh --uninstall       remove what this script installed (the link and <prefix>/<version> folders)
#
# Layout, documented in docs/cli.md: <prefix>/<version>/{bin/silk, lib/*.jar, runtime/*.jar, bench/*.jar, test/*.jar, silk.jsa, silk-dev.jsa or silk-dev.aot}.
# Running it again replaces the same version in place.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
prefix="${PREFIX:-$HOME/.local/share/silk}"
bin_dir="$HOME/.local/bin"
build=1
warm=1
uninstall=0

say() { printf '%s\n' "$*"; }
fail() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }

while [[ $# -gt 0 ]]; do
  case "$1" in
    --prefix) [[ $# -ge 2 ]] || fail "--prefix needs a folder"; prefix="$2"; shift 2 ;;
    --prefix=*) prefix="${1#*=}"; shift ;;
    --bin-dir) [[ $# -ge 2 ]] || fail "--bin-dir needs a folder"; bin_dir="$2"; shift 2 ;;
    --bin-dir=*) bin_dir="${1#*=}"; shift ;;
    --skip-build) build=0; shift ;;
    --no-warm) warm=0; shift ;;
    --uninstall) uninstall=1; shift ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) fail "unknown option '$1' (see ./install.sh --help)" ;;
  esac
done
mkdir -p "$prefix" 2>/dev/null || fail "cannot create $prefix"
prefix="$(cd "$prefix" && pwd)"

# ---- uninstall: only what this script made (folders holding our launcher and CLI jar)
if [[ $uninstall == 1 ]]; then
  link="$bin_dir/silk"
  if [[ -L "$link" && "$(readlink "$link")" == "$prefix"/* ]]; then
    rm -f "$link" && say "removed $link"
  fi
  for dir in "$prefix"/*/; do
    dir="${dir%/}"
    if [[ -f "$dir/bin/silk" ]] && compgen -G "$dir/lib/silk-cli-*.jar" > /dev/null; then
      rm -rf "$dir" && say "removed $dir"
    fi
  done
  rmdir "$prefix" 2>/dev/null || true
  say "silk is uninstalled. Silk's artifacts stay in your Maven repository (~/.m2/repository/dev/silk)."
  exit 0
fi

# ---- a JDK 17+: JAVA_HOME, then PATH, then the newest under /usr/lib/jvm
java_feature() { # prints the feature version of the java at $1, or nothing
  "$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = //p' | sed 's/^1\.//'
}
is_jdk() { # a JDK, not a JRE: silk dev compiles in-process with javax.tools
  local java="$1" feature
  [[ -x "$java" && -x "$(dirname "$java")/javac" ]] || return 1
  feature="$(java_feature "$java")"
  [[ -n "$feature" && "$feature" -ge 17 ]]
}
find_jdk() {
  if [[ -n "${JAVA_HOME:-}" ]] && is_jdk "$JAVA_HOME/bin/java"; then echo "$JAVA_HOME/bin/java"; return; fi
  local on_path
  on_path="$(command -v java || true)"
  if [[ -n "$on_path" ]]; then
    on_path="$(readlink -f "$on_path")"
    if is_jdk "$on_path"; then echo "$on_path"; return; fi
  fi
  local best="" best_feature=0 candidate feature
  for candidate in /usr/lib/jvm/*/bin/java; do
    is_jdk "$candidate" || continue
    feature="$(java_feature "$candidate")"
    if [[ "$feature" -gt "$best_feature" ]]; then best="$candidate"; best_feature="$feature"; fi
  done
  [[ -n "$best" ]] && echo "$best"
}
java="$(find_jdk || true)"
if [[ -z "$java" ]]; then
  fail "silk needs a JDK 17 or newer (a JDK with javac, not just a JRE: silk dev compiles your code).
  Install one, e.g.  sudo apt-get install openjdk-17-jdk   (Debian/Ubuntu)
                     sudo dnf install java-17-openjdk-devel (Fedora)
                     brew install openjdk@17               (macOS)
  or download one from https://adoptium.net, then set JAVA_HOME to it."
fi
java_home="$(cd "$(dirname "$java")/.." && pwd)"
feature="$(java_feature "$java")"
say "JDK:    $java_home (Java $feature)"

# ---- Maven, which builds Silk and every project silk new creates
mvn="$(command -v mvn || true)"
if [[ -z "$mvn" ]]; then
  fail "silk needs Apache Maven 3.8 or newer on PATH.
  Install it, e.g.  sudo apt-get install maven   (Debian/Ubuntu)
                    sudo dnf install maven       (Fedora)
                    brew install maven           (macOS)
  or unpack https://maven.apache.org/download.cgi and put its bin/ on PATH."
fi
say "Maven:  $mvn"
export JAVA_HOME="$java_home"

# ---- progress: Maven is quiet (-q) for minutes; one line per module instead, and its whole log on failure
elapsed() { echo "$(( SECONDS - $1 )) s"; }
build_log="$(mktemp)"
trap 'rm -f "$build_log"' EXIT
show_modules() { # reads Maven's plain output; prints "  [3/9] silk-web", keeps every line in $build_log
  local line
  while IFS= read -r line; do
    printf '%s\n' "$line" >> "$build_log"
    if [[ "$line" =~ ^\[INFO\]\ Building\ (.+)\ [^\ ]+\ +\[([0-9]+)/([0-9]+)\]$ ]]; then
      say "  [${BASH_REMATCH[2]}/${BASH_REMATCH[3]}] ${BASH_REMATCH[1]}"
    fi
  done
}

# ---- build the reactor, so the runtime artifacts are in the local Maven repository
if [[ $build == 1 ]]; then
  say "Building Silk (mvn install -DskipTests; a minute or two, the log in full only if it fails) ..."
  started=$SECONDS
  # No colour: the lines are read here, and a log with escape codes is unreadable (MAVEN_OPTS or
  # a .mvn/maven.config asking for colour would otherwise leak ESC[0m into a redirected output).
  # (set -o pipefail, above: the pipeline fails when Maven does)
  if ! (cd "$here" && "$mvn" -B -ntp -Dstyle.color=never install -DskipTests 2>&1) | show_modules; then
    tail -60 "$build_log" >&2
    fail "the build failed; the last lines of Maven's output are above"
  fi
  say "Built in $(elapsed "$started")."
fi
props="$here/cli/target/classes/dev/silk/cli/silk-cli.properties"
[[ -f "$props" ]] || fail "no CLI build found in cli/target; run without --skip-build"
version="$(sed -n 's/^silk\.version=//p' "$props")"
cli_jar="$here/cli/target/silk-cli-$version.jar"
[[ -f "$cli_jar" && -d "$here/cli/target/silk-home/runtime" ]] || fail "cli/target is incomplete; run without --skip-build"
# JMH and Jackson for `silk bench --json-codecs`, fetched by the build above (cli/pom.xml): a benchmark
# then needs neither Maven nor a network to find them.
compgen -G "$here/cli/target/silk-home/bench/jmh-core-*.jar" > /dev/null ||
  fail "cli/target/silk-home/bench (JMH, Jackson) is missing; run without --skip-build"

# ---- lay out <prefix>/<version>: staged beside, then swapped in, so a failed run changes nothing
home="$prefix/$version"
stage="$(mktemp -d "$prefix/.$version.XXXXXX")"
trap 'rm -rf "$stage"' EXIT
chmod 755 "$stage"
mkdir -p "$stage/bin" "$stage/lib" "$stage/runtime" "$stage/bench" "$stage/test"
cp "$cli_jar" "$stage/lib/"
cp "$here"/cli/target/silk-home/lib/*.jar "$stage/lib/"
cp "$here"/cli/target/silk-home/runtime/*.jar "$stage/runtime/"
cp "$here"/cli/target/silk-home/bench/*.jar "$stage/bench/"
# The test kit of silk dev's continuous testing (JUnit, silk-test): on no class path until a test runs.
cp "$here"/cli/target/silk-home/test/*.jar "$stage/test/"
# JDK 25 and later make picocli's annotation proxies with the class-file API: short commands
# measured faster interpreted there, slower on JDK 17 (docs/decisions.md, D66).
interpret_short=0
[[ "$feature" -ge 25 ]] && interpret_short=1
# JDK 18 and later can run without finalization (JEP 421); silk dev does (D279).
no_finalization=""
[[ "$feature" -ge 18 ]] && no_finalization="--finalization=disabled"
# silk dev gives freed native memory back to the system every 5 s where the JDK can (JDK 17.0.9+,
# 21.0.1+, 22+ on glibc): each reload's compile mallocs and frees in javac and the zip code, and
# glibc kept most of it, 16 of the 28 MB that 200 reloads added to the RSS (D370).
trim_native=""
"$java" -XX:TrimNativeHeapInterval=5000 -XX:+PrintFlagsFinal -version 2> /dev/null \
  | grep -Eq 'TrimNativeHeapInterval += 5000 ' && trim_native="-XX:TrimNativeHeapInterval=5000"
# What silk dev's kept javac context needs (D264); the dev trainings below pass the same, since
# a JVM whose module options differ from its AOT cache's training would not use the cache.
javac_exports="--add-exports jdk.compiler/com.sun.tools.javac.api=ALL-UNNAMED"
javac_exports+=" --add-exports jdk.compiler/com.sun.tools.javac.code=ALL-UNNAMED"
javac_exports+=" --add-exports jdk.compiler/com.sun.tools.javac.util=ALL-UNNAMED"
cat > "$stage/bin/silk" <<LAUNCHER
#!/bin/sh
# The silk launcher, written by install.sh. SILK_JAVA overrides the JDK found at install time.
SILK_HOME='$home'
installed_java='$java'
java="\${SILK_JAVA:-\$installed_java}"
[ -x "\$java" ] || java=java
# Short commands finish before C2 or a parallel collector would pay off (see docs/decisions.md).
# silk dev keeps G1 but stops at C1 too: C2 compiling javac took a core of two from the cold start
# (-30 %) and edits were no faster (D82); SILK_JAVA_OPTS=-XX:TieredStopAtLevel=4 brings C2 back
# for projects whose full compiles are long. Its heap is given back to the system down to 15 % free
# after a collection that looks at it, and a minute without a collection runs one: every reload's
# compile leaves garbage, and G1 would otherwise keep its heap at up to 70 % free (D285).
# On JDK 18+ (the JDK that made this launcher) it runs without finalization: every compile for an
# older --release opens ct.sym as a zip file system, whose finalize() kept its 2 MB index alive
# past the collection that found it unreachable, one per reload, until a second one (D279).
# Where that JDK can, it also gives freed native memory back to the system every 5 s (D370).
# It may also use javac's internal API, to keep one compiler context from one edit to the next
# (D264); without these exports it compiles each edit with a new one.
tune="-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
dev_tune="-XX:TieredStopAtLevel=1 -XX:MinHeapFreeRatio=5 -XX:MaxHeapFreeRatio=15 -XX:G1PeriodicGCInterval=60000 $javac_exports"
dev_jdk_opts='$no_finalization $trim_native'
[ "\$java" = "\$installed_java" ] && dev_tune="\$dev_tune \$dev_jdk_opts"
archive="\$SILK_HOME/silk.jsa"
command=""
for arg in "\$@"; do
  case "\$arg" in -*) ;; *) command="\$arg"; break ;; esac
done
# silk dev maps its own archive (javac, Jetty, jte: twice the size, which a short command would
# only pay for); a short command's archive stays small.
[ "\$command" = dev ] && { tune="\$dev_tune"; archive="\$SILK_HOME/silk-dev.jsa"; }
cds=""
# The class-data-sharing archives (made at install time) only fit the JDK that made them;
# -Xshare:auto falls back silently when one does not map. On JDK 25 silk dev maps an AOT cache
# instead (classes loaded and linked, javac's method profiles; D73); the JVM's error lines for a
# cache that does not fit are turned off, and it then starts without one.
if [ "\$java" = "\$installed_java" ]; then
  if [ "\$command" = dev ] && [ -f "\$SILK_HOME/silk-dev.aot" ]; then
    cds="-XX:AOTCache=\$SILK_HOME/silk-dev.aot -Xlog:aot=off -Xlog:cds=off"
  elif [ -f "\$archive" ]; then
    cds="-XX:SharedArchiveFile=\$archive -Xshare:auto"
  fi
fi
# With JDK 25 (interpret_short=1, only for the JDK that made this launcher) the version, help and
# silk new run fastest with no JIT at all: much of their work is the JDK's class-file API making
# picocli's annotation proxies, code that runs once, so compiling it costs more than it saves (D66).
# Longer commands (codec, bench, native, completion) keep C1.
interpret_short='$interpret_short'
if [ "\$interpret_short" = 1 ] && [ "\$java" = "\$installed_java" ]; then
  case "\$command" in ""|new) tune="-Xint -XX:+UseSerialGC" ;; esac
fi
# SILK_JAVA_OPTS comes last, so it can override any of these.
exec "\$java" \$cds \$tune -Xss2m -Dsilk.home="\$SILK_HOME" \$SILK_JAVA_OPTS \\
  -cp "\$SILK_HOME/lib/*:\$SILK_HOME/runtime/*" dev.silk.cli.Main "\$@"
LAUNCHER
chmod +x "$stage/bin/silk"
# SILK_HOME inside the launcher must name the final folder: swap now, then finish in place.
rm -rf "$home"
mv "$stage" "$home"
trap - EXIT

# ---- AppCDS: static archives of the classes two training JVMs load (dev.silk.cli.StartupTraining),
# mapped by the launcher on later starts. silk.jsa: `silk --version`, `silk --help` and `silk new`.
# silk-dev.jsa: the same, then a `silk dev` start on the new project to its first page (javac,
# Jetty, jte; D66). Static (-Xshare:dump from a class list), not -XX:ArchiveClassesAtExit or a
# JDK 25 AOT cache: those skip picocli, whose classes are Java 5 class files, and picocli is most
# of what a short command loads (docs/decisions.md, D55). The list's @cp and @lambda-proxy hints
# are kept for the JDK's own classes only: on JDK 25 a hint that touches picocli links it during
# the dump, which drops it. A training that fails or outlasts its time leaves that archive out.
# On JDK 25 silk dev gets an AOT cache of the same training instead of silk-dev.jsa (silk-dev.aot,
# D73): it loads far more than picocli, and the cache also keeps the classes linked and javac's
# method profiles. It is kept only when a JVM that must map it (AOTMode=on) starts with it;
# otherwise silk-dev.jsa is made as before.
classpath="$home/lib/*:$home/runtime/*"
bounded() { # runs "$@" for at most $1 seconds where coreutils' timeout exists
  local seconds="$1"; shift
  if command -v timeout > /dev/null; then timeout "$seconds" "$@"; else "$@"; fi
}
train() { # train LOG [--dev] [JVM flags...]: one StartupTraining run into a new project under $training
  local log="$1" dev=()
  shift
  if [[ "${1:-}" == --dev ]]; then dev=(--dev); shift; fi
  rm -rf "$training/project"
  bounded 300 "$java" "$@" -Xss2m -Dsilk.home="$home" -cp "$classpath" \
    dev.silk.cli.StartupTraining ${dev[@]+"${dev[@]}"} "$training/project" > "$training/$log" 2>&1
}
maps() { # maps [JVM flags...]: a JVM given these archive flags starts and runs silk --version
  "$java" "$@" -Dsilk.home="$home" -cp "$classpath" dev.silk.cli.Main --version > /dev/null 2>&1
}
make_archive() { # make_archive NAME [--dev] [JVM flags of the training run...]
  local name="$1"
  shift
  training="$(mktemp -d)"
  rm -f "$home/$name"
  if train training.log "$@" -XX:DumpLoadedClassList="$training/loaded.classlist" &&
    awk '!/^@/ || /^@lambda-form-invoker/ || $2 ~ /^(java|jdk|sun)\//' "$training/loaded.classlist" \
      > "$training/silk.classlist" &&
    bounded 300 "$java" -Xshare:dump -XX:SharedClassListFile="$training/silk.classlist" \
      -XX:SharedArchiveFile="$home/$name" -cp "$classpath" > "$training/dump.log" 2>&1 &&
    [[ -f "$home/$name" ]]; then
    say "CDS:    $home/$name"
  else
    rm -f "$home/$name"
    say "CDS:    no $name with this JDK; silk starts without it"
  fi
  rm -rf "$training"
}
make_dev_aot() { # an AOT cache of a silk dev training (JDK 25+); fails when none is usable
  training="$(mktemp -d)"
  rm -f "$home/silk-dev.aot"
  # Trained and checked with the launcher's flags for silk dev, so the cache fits the JVM that maps it.
  # shellcheck disable=SC2086 # javac_exports is a list of flags
  if train aot.log --dev -XX:TieredStopAtLevel=1 $no_finalization $javac_exports \
    -XX:AOTCacheOutput="$home/silk-dev.aot" &&
    [[ -f "$home/silk-dev.aot" ]] &&
    maps -XX:TieredStopAtLevel=1 $no_finalization $javac_exports \
      -XX:AOTCache="$home/silk-dev.aot" -XX:AOTMode=on; then
    say "AOT:    $home/silk-dev.aot"
    rm -rf "$training"
    return 0
  fi
  rm -f "$home/silk-dev.aot" "$home/silk-dev.aot.config"
  rm -rf "$training"
  return 1
}
make_archive silk.jsa -XX:TieredStopAtLevel=1 -XX:+UseSerialGC
if [[ "$feature" -lt 25 ]] || ! make_dev_aot; then
  # shellcheck disable=SC2086 # javac_exports is a list of flags
  make_archive silk-dev.jsa --dev -XX:TieredStopAtLevel=1 $javac_exports
fi

mkdir -p "$bin_dir"
ln -sfn "$home/bin/silk" "$bin_dir/silk"
say "silk:   $bin_dir/silk -> $home/bin/silk"

# ---- warm the local repository: build each template once, so `mvn -o verify` works offline.
# A --db project (silk-data, silk-metrics, HikariCP, Flyway, H2, the PostgreSQL driver) is built
# too, and its class path resolved as silk dev resolves it (maven-dependency-plugin), so that
# `silk new shop --db && silk dev` needs no network either. The image profile's base image is
# not fetched: `mvn -Pimage package` always needs a registry.
if [[ $warm == 1 ]]; then
  say "Warming the Maven repository for new projects (one build per template, and one with --db) ..."
  scratch="$(mktemp -d)"
  trap 'rm -rf "$scratch" "$build_log"' EXIT
  for template in web api minimal chat web--db; do
    started=$SECONDS
    project="$scratch/warm-$template"
    printf '  %-8s ' "$template"
    case "$template" in
      *--db) "$home/bin/silk" new warm-db -t "${template%--db}" --db -q -d "$project" > /dev/null ;;
      *) "$home/bin/silk" new "warm-$template" -t "$template" -q -d "$project" > /dev/null ;;
    esac
    (cd "$project" && "$mvn" -B -q -ntp -Dstyle.color=never clean verify > "$scratch/$template.log" 2>&1) ||
      { say "failed"; tail -40 "$scratch/$template.log" >&2; fail "the $template template did not build; see above"; }
    say "built in $(elapsed "$started")"
  done
  # The goal and version silk dev runs for a project with dependencies of its own
  # (cli/src/main/java/dev/silk/cli/project/DependencyResolver.java).
  started=$SECONDS
  printf '  %-8s ' "silk dev"
  (cd "$scratch/warm-web--db" && "$mvn" -B -q -ntp -Dstyle.color=never \
    org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath \
    -Dmdep.outputFile="$scratch/classpath.txt" -Dmdep.includeScope=runtime > "$scratch/classpath.log" 2>&1) ||
    { say "failed"; tail -40 "$scratch/classpath.log" >&2; fail "could not resolve a --db project's class path; see above"; }
  say "resolved a --db project's class path in $(elapsed "$started")"
fi

"$home/bin/silk" --version | head -1
# ---- PATH: say the exact line, and offer to add it when a person is at the terminal
case "${SHELL:-}" in
  */zsh) rc="$HOME/.zshrc" ;;
  */fish) rc="" ;;
  *) rc="$HOME/.bashrc" ;;
esac
line="export PATH=\"$bin_dir:\$PATH\""
case ":$PATH:" in
  *":$bin_dir:"*) say "Done. Try: silk new demo && cd demo && silk dev" ;;
  *)
    say "Done. $bin_dir is not on your PATH yet, so 'silk' is not found in this shell."
    if [[ -z "$rc" ]]; then
      say "  Add it with:  fish_add_path $bin_dir"
    elif [[ -f "$rc" ]] && grep -qxF "$line" "$rc"; then
      say "  $rc adds it already: open a new terminal, or run:  . $rc"
    else
      answer=n
      if [[ -t 0 && -t 1 ]]; then
        read -r -p "  Add it to $rc now? [y/N] " answer || answer=n
      fi
      if [[ "$answer" == [yY]* ]]; then
        printf '\n# silk (install.sh)\n%s\n' "$line" >> "$rc"
        say "  Added to $rc; open a new terminal, or run:  . $rc"
      else
        say "  Add this line to $rc (then open a new terminal):"
        say "    $line"
      fi
    fi
    say "  Until then:  $bin_dir/silk new demo" ;;
esac
