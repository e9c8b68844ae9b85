#!/usr/bin/env bash
# Replaces the section NAME of a Markdown file, between <!-- NAME:begin --> and <!-- NAME:end -->,
# with the contents of CONTENT_FILE. Appends the section (with a heading) when the markers are
# missing, so other sections of the file are never touched.
# usage: publish-section.sh FILE NAME HEADING CONTENT_FILE
set -euo pipefail
file=$1 name=$2 heading=$3 content=$4
begin="<!-- ${name}:begin -->"
end="<!-- ${name}:end -->"
touch "$file"
if ! grep -qF "$begin" "$file" || ! grep -qF "$end" "$file"; then
  printf '\n## %s\n\n%s\n%s\n' "$heading" "$begin" "$end" >> "$file"
fi
tmp=$(mktemp)
awk -v begin="$begin" -v end="$end" -v content="$content" '
  $0 == begin { print; while ((getline line < content) > 0) print line; skipping = 1; next }
  $0 == end { skipping = 0 }
  !skipping { print }
' "$file" > "$tmp"
cat "$tmp" > "$file"
rm -f "$tmp"
