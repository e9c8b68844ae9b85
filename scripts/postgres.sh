#!/usr/bin/env bash
# The PostgreSQL that Silk's tests, benchmarks and docs walk-through use: Debian's server binaries,
# installed with apt-get when missing, run in a folder of the caller's on a port of the caller's,
# never the machine's own cluster. PostgreSQL refuses to run as root, so as root the server runs as
# the postgres user the Debian package creates.
#
#   scripts/postgres.sh install          install Debian's postgresql package when no server is found
#   scripts/postgres.sh start DIR [PORT] make a cluster in DIR (when empty) and start it on
#                                        127.0.0.1:PORT (a free one when not given); prints its JDBC URL
#   scripts/postgres.sh stop DIR         stop the server of DIR (DIR stays)
#   scripts/postgres.sh bindir           print the folder of the server binaries
#
# PG_OPTIONS adds server settings (default: none); the tests pass fsync=off and friends through it.
set -euo pipefail

die() { echo "postgres.sh: $*" >&2; exit 1; }

bindir() {
  if [[ -n "${SILK_PG_BIN:-}" && -x "$SILK_PG_BIN/initdb" ]]; then echo "$SILK_PG_BIN"; return; fi
  local newest
  newest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  if [[ -n "$newest" && -x "$newest/initdb" ]]; then echo "$newest"; return; fi
  if command -v initdb >/dev/null 2>&1; then dirname "$(readlink -f "$(command -v initdb)")"; return; fi
  return 1
}

install() {
  if bindir >/dev/null; then
    echo "PostgreSQL server found in $(bindir)"
    return
  fi
  [[ $(id -u) == 0 ]] || die "no PostgreSQL server is installed; run this as root (or: sudo apt-get install postgresql)"
  echo "Installing PostgreSQL from Debian's packages..."
  # Only the binaries: no cluster of the machine's own on port 5432 (tests make their own).
  mkdir -p /etc/postgresql-common
  [[ -e /etc/postgresql-common/createcluster.conf ]] || echo "create_main_cluster = false" > /etc/postgresql-common/createcluster.conf
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  bindir >/dev/null || die "apt-get installed postgresql but no initdb was found under /usr/lib/postgresql"
  echo "PostgreSQL server installed in $(bindir)"
}

# Runs a server binary, as the postgres user when we are root.
as_owner() {
  if [[ $(id -u) == 0 ]]; then
    id postgres >/dev/null 2>&1 || die "running as root needs the postgres user (Debian's postgresql package makes it)"
    # From /, which the postgres user can enter whatever folder the caller stands in.
    (cd / && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

start() {
  local dir=${1:?usage: postgres.sh start DIR [PORT]} port=${2:-} bin
  bin=$(bindir) || die "no PostgreSQL server found; run: scripts/postgres.sh install"
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  if [[ $(id -u) == 0 ]]; then
    chown postgres: "$dir"
    runuser -u postgres -- test -x "$dir" \
      || die "the postgres user cannot reach $dir: pick a folder under /tmp, or let others search its parents (chmod o+x)"
  fi
  if [[ ! -f "$dir/data/PG_VERSION" ]]; then
    as_owner "$bin/initdb" -D "$dir/data" -U silk --auth=trust --encoding=UTF8 --locale=C -N >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; die "initdb failed in $dir"; }
  fi
  local tries=0
  while :; do
    if [[ -z "$port" || $tries -gt 0 ]]; then
      port=$(( 20000 + (RANDOM * 32768 + RANDOM) % 40000 ))
      port_free "$port" || continue
    fi
    if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
        -o "-p $port -h 127.0.0.1 -k $dir ${PG_OPTIONS:-}" start >/dev/null 2>&1; then
      break
    fi
    tries=$((tries + 1))
    [[ $tries -lt 5 ]] || { tail -20 "$dir/server.log" >&2 || true; die "the server in $dir did not start"; }
  done
  echo "$port" > "$dir/port"
  echo "jdbc:postgresql://127.0.0.1:$port/postgres?user=silk"
}

stop() {
  local dir=${1:?usage: postgres.sh stop DIR} bin
  bin=$(bindir) || die "no PostgreSQL server found"
  [[ -d "$dir" ]] || return 0
  dir=$(cd "$dir" && pwd)
  [[ -f "$dir/data/postmaster.pid" ]] || return 0
  as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null
}

case "${1:-}" in
  install) install ;;
  start) shift; start "$@" ;;
  stop) shift; stop "$@" ;;
  bindir) bindir || die "no PostgreSQL server found; run: scripts/postgres.sh install" ;;
  *) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
