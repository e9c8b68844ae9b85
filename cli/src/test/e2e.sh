#!/usr/bin/env bash
# The first minute of a new user, end to end: ./install.sh into a temporary HOME, then
# `silk new demo && cd demo && mvn -o -B verify` (offline: install.sh warmed the repository),
# `java -jar` the result, `silk dev` in a pseudo-terminal (dev-pty.sh), install again (idempotent),
# uninstall. .ci/run runs it through ./test.sh.
#
# The temporary HOME shares the real Maven repository (~/.m2 is linked in), as a user's would be;
# set E2E_SKIP_BUILD=1 to reuse the artifacts of a build that just ran.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
real_m2="${HOME}/.m2"
work="$(mktemp -d)"
app_pid=""
cleanup() {
  [[ -n "$app_pid" ]] && kill "$app_pid" 2> /dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

export HOME="$work/home"
mkdir -p "$HOME" "$real_m2"
ln -s "$real_m2" "$HOME/.m2"
export PATH="$HOME/.local/bin:$PATH"
step() { printf '\n== e2e: %s\n' "$*"; }
fetch() { if command -v curl > /dev/null; then curl -fsS "$1"; else wget -qO- "$1"; fi; }

build_flag=()
[[ "${E2E_SKIP_BUILD:-}" == 1 ]] && build_flag=(--skip-build)
step "./install.sh ${build_flag[*]:-}"
"$root/install.sh" "${build_flag[@]}"
[[ -L "$HOME/.local/bin/silk" ]] || { echo "no ~/.local/bin/silk link" >&2; exit 1; }
silk --version

step "silk new demo (no terminal: the web template)"
cd "$work"
silk new demo
cd demo
[[ -f src/main/jte/index.jte ]] || { echo "expected the web template" >&2; exit 1; }

step "mvn -o -B verify (offline)"
mvn -o -B -q -ntp verify
[[ -f target/demo.jar ]] || { echo "no target/demo.jar" >&2; exit 1; }

step "java -jar target/demo.jar"
# The log exists before the app starts: the background shell opens it when the scheduler gets to
# it, and on a busy machine the first look below came first (sed failed, and set -e ended the run).
: > "$work/app.log"
PORT=0 java -jar target/demo.jar > "$work/app.log" 2>&1 &
app_pid=$!
port=""
for _ in $(seq 1 120); do
  port="$(sed -n 's/.*Listening on http:\/\/localhost:\([0-9]*\).*/\1/p' "$work/app.log")"
  [[ -n "$port" ]] && break
  sleep 0.5
done
[[ -n "$port" ]] || { cat "$work/app.log" >&2; echo "the app did not start" >&2; exit 1; }
page="$(fetch "http://localhost:$port/")"
grep -q "Read the README" <<< "$page" || { echo "unexpected page: $page" >&2; exit 1; }
fetch "http://localhost:$port/api/todos" | grep -q '"title":"Read the README"'
kill "$app_pid" && wait "$app_pid" 2> /dev/null || true
app_pid=""

step "silk dev in a terminal: one edit, one compile error, q"
"$root/cli/src/test/dev-pty.sh" "$work/demo"

step "silk new shop --db && mvn -o -B verify (offline: install.sh warmed the --db libraries too)"
cd "$work"
silk new shop --db
(cd shop && mvn -o -B -q -ntp verify)
[[ -f shop/target/shop.jar ]] || { echo "no shop/target/shop.jar" >&2; exit 1; }
rm -rf shop

step "docs/data.md: from one process to three replicas (its commands, as written)"
"$root/cli/src/test/data-walkthrough.sh"

step "./install.sh again is idempotent"
"$root/install.sh" --skip-build --no-warm > /dev/null
silk --version > /dev/null

step "./install.sh --uninstall"
"$root/install.sh" --uninstall
[[ ! -e "$HOME/.local/bin/silk" && ! -e "$HOME/.local/share/silk" ]] || { echo "uninstall left files" >&2; exit 1; }
step "passed"
