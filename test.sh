#!/usr/bin/env bash
# Runs every test Silk has: the whole reactor on JDK 17 (the baseline), then again on JDK 25
# when one is installed. This is the README's test command; .ci/run calls exactly this.
#
# ./test.sh --fast runs only the fast lane on the default JDK: every test not tagged "slow" (no
# Maven build of a generated project, no JMH, no native, no database, no dev session, no e2e).
# One module's tests: mvn -B -ntp -pl runtime/silk-json -am verify (add -DexcludedGroups=slow).
set -euo pipefail
cd "$(dirname "$0")"

if [[ "${1:-}" == --fast ]]; then
  echo "== fast lane: mvn -B verify -DexcludedGroups=slow on $(java -version 2>&1 | head -1)"
  exec mvn -B -ntp verify -DexcludedGroups=slow
elif [[ $# -gt 0 ]]; then
  echo "usage: ./test.sh [--fast]" >&2
  exit 2
fi

jdk25=/usr/lib/jvm/temurin-25-jdk-amd64

# The PostgreSQL server that the data tests start in folders of their own (apt-get when missing).
echo "== scripts/postgres.sh install"
scripts/postgres.sh install

echo "== mvn -B verify on $(java -version 2>&1 | head -1)"
mvn -B -ntp verify

# The first minute of a user: install.sh into a temporary HOME, silk new, mvn -o verify.
if [[ "${SILK_SKIP_E2E:-}" != 1 ]]; then
  echo "== cli/src/test/e2e.sh"
  cli/src/test/e2e.sh
fi

if [[ -x "$jdk25/bin/java" && "${SILK_SKIP_JDK25:-}" != 1 ]]; then
  # clean: compiled anew by JDK 25's javac, not the JDK 17 leg's classes and generated sources
  # again (javac 23+ runs only processors it is told of; a reused target/ hid a module that
  # relied on finding one on the class path).
  echo "== mvn -B clean verify on JDK 25 ($jdk25)"
  JAVA_HOME="$jdk25" mvn -B -ntp clean verify
fi
