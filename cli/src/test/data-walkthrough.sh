#!/usr/bin/env bash
# Runs the walk-through of docs/data.md ("From one process to three replicas") as written: the
# ```sh walkthrough blocks, in order, in one bash, in an empty folder. Needs silk on the PATH
# (cli/src/test/e2e.sh calls it after installing), Maven, a JDK and curl; PostgreSQL comes from
# scripts/postgres.sh, which installs Debian's package when the machine has none.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
work="$(mktemp -d)"
# As root the server runs as the postgres user, which must reach ../pg under this folder.
chmod 755 "$work"
cleanup() {
  jobs -p | xargs -r kill 2> /dev/null || true
  "$root/scripts/postgres.sh" stop "$work/pg" > /dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

script="$work/walkthrough.sh"
{
  echo 'set -euo pipefail'
  awk '/^```sh walkthrough$/ { on = 1; next } /^```$/ { on = 0 } on' "$root/docs/data.md"
} > "$script"
[[ $(grep -c . "$script") -gt 10 ]] || { echo "no walk-through found in docs/data.md" >&2; exit 1; }

cd "$work"
SILK_CHECKOUT="$root" bash "$script"
echo "data walk-through: passed"
