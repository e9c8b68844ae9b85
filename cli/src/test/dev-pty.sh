#!/usr/bin/env bash
# `silk dev` in a pseudo-terminal, as a user at a terminal runs it: the first page, one Java edit,
# one compile error (the page and the console show it, a fix recovers), one more edit in the kept
# javac context, then `q` (exit code 0, the port released). e2e.sh runs it in the project it
# created; alone:
#
#   cli/src/test/dev-pty.sh PROJECT_DIR          (silk on PATH; the web template's project)
#
# The terminal is util-linux `script`; keys go in through a FIFO, the screen is read back from its
# typescript with the escape codes stripped.
set -euo pipefail
project="$(cd "$1" && pwd)"
work="$(mktemp -d)"
dev_pid=""
cleanup() {
  exec 3>&- 2> /dev/null || true
  [[ -n "$dev_pid" ]] && kill "$dev_pid" 2> /dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { printf 'dev-pty: %s\n' "$*" >&2; printf -- '--- the terminal:\n%s\n' "$(screen)" >&2; exit 1; }
screen() { sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' -e 's/\x1b[()][A-Z0-9]//g' -e 's/\r//g' "$work/typescript" 2> /dev/null || true; }
fetch() { if command -v curl > /dev/null; then curl -s "$@"; else wget -qO- "${@: -1}"; fi; }
status_of() { curl -s -o /dev/null -w '%{http_code}' "$1"; }
wait_for() { # wait_for SECONDS DESCRIPTION COMMAND...: until the command succeeds
  local seconds="$1" what="$2"
  shift 2
  for _ in $(seq 1 $((seconds * 4))); do
    "$@" && return 0
    sleep 0.25
  done
  fail "no $what within ${seconds}s"
}
on_screen() { screen | grep -q -- "$1"; }
page_has() { fetch "http://localhost:$port/" | grep -q -- "$1"; }
page_status_is() { [[ "$(status_of "http://localhost:$port/")" == "$1" ]]; }

mkfifo "$work/keys"
cd "$project"
script -qfec "stty cols 120 rows 40; silk --verbose dev --port 0 --no-browser" "$work/typescript" < "$work/keys" > /dev/null 2>&1 &
dev_pid=$!
exec 3> "$work/keys" # keeps the terminal's input open; keys are written to fd 3

wait_for 180 "'serving' line" on_screen "silk dev serving http://localhost:"
port="$(screen | sed -n 's/.*serving http:\/\/localhost:\([0-9]*\)\/.*/\1/p' | head -1)"
[[ -n "$port" ]] || fail "no port in the 'serving' line"
on_screen "(ready in " || fail "no start time"
page_has "Read the README" || fail "the first page does not show the seeded to-do"

main="$(find src/main/java -name Main.java | head -1)"
todos="$(find src/main/java -name Todos.java | head -1)"

# One edit: Java, so the app restarts on the same port.
sed -i 's/Read the README/Read the manual/' "$main"
wait_for 60 "reloaded page" page_has "Read the manual"
wait_for 10 "reload line" on_screen "✓ "

# One compile error: the page shows the file and line, the console the same.
cp "$todos" "$work/Todos.java.good"
sed -i 's/    return todo;/    return todo/' "$todos"
wait_for 60 "error page" page_status_is 500
page="$(fetch "http://localhost:$port/")"
grep -q "Compile error" <<< "$page" || fail "the error page has no title: $page"
grep -q "Todos.java" <<< "$page" || fail "the error page names no file: $page"
wait_for 10 "compile error in the console" on_screen "✗ Compile error"
on_screen "Todos.java:" || fail "the console names no file and line"

cp "$work/Todos.java.good" "$todos"
wait_for 60 "recovered page" page_has "Read the manual"

# One more Java edit: it reuses the javac context an earlier compile kept, which the launcher's
# --add-exports allow (D264).
sed -i 's/Read the manual/Read the guide/' "$main"
wait_for 60 "reloaded page" page_has "Read the guide"
wait_for 10 "compile in the kept javac context" on_screen "incremental (javac: kept context"

# q: a clean stop with exit code 0, the port free again.
printf 'q' >&3
for _ in $(seq 1 120); do kill -0 "$dev_pid" 2> /dev/null || break; sleep 0.25; done
if kill -0 "$dev_pid" 2> /dev/null; then fail "silk dev did not stop on q"; fi
code=0
wait "$dev_pid" || code=$?
dev_pid=""
[[ "$code" == 0 ]] || fail "q ended silk dev with exit code $code"
if [[ "$(status_of "http://localhost:$port/")" != 000 ]]; then fail "the port still answers after q"; fi
echo "dev-pty: passed (port $port: first page, Java edit, compile error and fix, kept context, q)"
