#!/usr/bin/env bash
# H2 against SQLite as Silk's embedded database (docs/decisions.md, D186): N fresh JVMs per database,
# each opening a new file database, applying the migration, then timing reads, a batch and updates.
#   benchmark/embedded-db/run.sh [N]       (default 5; JAVA_HOME picks the JDK)
set -euo pipefail
cd "$(dirname "$0")"
n=${1:-5}
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
mvn -B -ntp -q -f ../../pom.xml -pl runtime/silk-data -am install -DskipTests
mvn -B -ntp -q compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
cp="target/classes:$(cat target/cp.txt)"
work=$(mktemp -d /tmp/embedded-db-XXXX)
trap 'rm -rf "$work"' EXIT
for db in h2 sqlite; do
  for i in $(seq "$n"); do
    "$java" -Xms256m -Xmx256m -XX:+UseSerialGC -cp "$cp" dev.silk.bench.embedded.EmbeddedDbBench "$db" "$work/$db-$i" | grep -v "^sqlite accepted"
  done
done
echo "jar sizes:"
tr ':' '\n' < target/cp.txt | grep -E "h2-|sqlite-jdbc" | xargs ls -l | awk '{print $5, $9}'
