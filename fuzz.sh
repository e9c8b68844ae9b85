#!/usr/bin/env bash
# Fuzzes one of Silk's JSON readers with Jazzer for as long as it is given, e.g.
#   ./fuzz.sh json-documents 1h
#   nice -n 19 ./fuzz.sh codec-everything 30m
# Every build replays the seed corpus of each target as ordinary tests; this runs the coverage-
# guided mutation instead. Inputs that make a target fail are saved next to its seeds
# (src/test/resources/.../<Class>Inputs/<method>/), where every later build replays them; the
# corpus the fuzzer grows is kept in <module>/.cifuzz-corpus/ for the next run.
set -euo pipefail
cd "$(dirname "$0")"

targets="json-documents json-numbers codec-everything codec-shapes codec-orders"

usage() {
  cat <<EOF
usage: ./fuzz.sh TARGET [DURATION]

Fuzzes TARGET for DURATION (Jazzer's form: 30s, 10m, 1h, "1h 30m"; default 10m).

targets:
  json-documents    JsonInput, skipValue() and the tree reader on any bytes
  json-numbers      every number reader and the tree's number conversions
  codec-everything  a generated codec holding every supported member type
  codec-shapes      a generated tagged union (discriminator first or late)
  codec-orders      a generated codec of a record with nested values
EOF
}

if [[ $# -lt 1 || $# -gt 2 || "$1" == -h || "$1" == --help ]]; then
  usage
  [[ $# -ge 1 && ( "$1" == -h || "$1" == --help ) ]] && exit 0
  exit 2
fi

case "$1" in
  json-documents) module=runtime/silk-json; test='JsonFuzzTest#documents' ;;
  json-numbers) module=runtime/silk-json; test='JsonFuzzTest#numbers' ;;
  codec-everything) module=runtime/silk-json-processor; test='GeneratedCodecFuzzTest#everything' ;;
  codec-shapes) module=runtime/silk-json-processor; test='GeneratedCodecFuzzTest#shapes' ;;
  codec-orders) module=runtime/silk-json-processor; test='GeneratedCodecFuzzTest#orders' ;;
  *)
    echo "unknown target '$1'; the targets are: $targets" >&2
    exit 2
    ;;
esac
duration="${2:-10m}"

echo "== fuzzing $test in $module for $duration (Ctrl-C stops it; findings are kept)"
# -am builds silk-json from source too, so that Jazzer instruments its classes (it instruments the
# class directories of the build, not jars); the other modules run no test.
JAZZER_FUZZ=1 exec mvn -B -ntp -q -pl "$module" -am test \
  -Dtest="$test" -Dsurefire.failIfNoSpecifiedTests=false \
  -Djazzer.max_duration="$duration" -Djazzer.hooks=true \
  -Djazzer.instrument='dev.silk.**' \
  -Dspotless.check.skip=true
