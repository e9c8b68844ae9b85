#!/usr/bin/env bash
# Builds json-bench's jar at an earlier commit, for paired.sh --baseline: the commit is checked out
# in a temporary worktree, built by this checkout's build.sh, and its jar copied to OUT.
#
#   benchmark/json-bench/baseline-jar.sh main /tmp/json-bench-main.jar
#   benchmark/json-bench/paired.sh --baseline /tmp/json-bench-main.jar --cells twitter:write
#
# usage: baseline-jar.sh COMMIT OUT.jar
set -euo pipefail
[ $# = 2 ] || { echo "usage: $0 COMMIT OUT.jar" >&2; exit 2; }
commit=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/json-bench-baseline.XXXXXX")
trap 'git -C "$root" worktree remove --force "$tmp/tree" 2> /dev/null; rm -rf "$tmp"' EXIT
git -C "$root" worktree add --quiet --detach "$tmp/tree" "$commit"
echo "[baseline] building $(git -C "$tmp/tree" log -1 --format='%h %s')" >&2
"$here/build.sh" "$tmp/tree"
cp "$tmp/tree/benchmark/json-bench/target/benchmarks.jar" "$out"
echo "[baseline] $out" >&2
