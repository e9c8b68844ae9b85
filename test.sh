#!/usr/bin/env bash
# Runs every test Silk has: the whole reactor on JDK 17 (the baseline), then again on JDK 25
# when one is installed. This is the README's test command; .ci/run calls exactly this.
set -euo pipefail
cd "$(dirname "$0")"

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
  echo "== mvn -B verify on JDK 25 ($jdk25)"
  JAVA_HOME="$jdk25" mvn -B -ntp verify
fi
