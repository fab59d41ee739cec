#!/usr/bin/env bash
# Starts or stops a PostgreSQL cluster on a loopback port: a throwaway one for the API suite's second
# run, or with --durable the benchmark's own, kept between runs (bench/lib/postgres.ts).
#   scripts/pg-cluster.sh start DIR PORT [--durable]   initdb in DIR unless it holds a cluster, start on 127.0.0.1:PORT
#   scripts/pg-cluster.sh stop DIR                     stop it (the caller removes DIR when it is throwaway)
# PostgreSQL refuses to run as root, so as root the cluster runs as the 'postgres' user of Debian's package.
set -euo pipefail

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ]; then
  echo "PostgreSQL is not installed: run 'apt-get install postgresql' (Debian) first." >&2
  exit 1
fi

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    dir=$2 port=$3 durable=${4:-}
    mkdir -p "$dir"
    # Absolute, so the walk up to / below ends (dirname of a relative path stops at '.').
    dir=$(cd "$dir" && pwd)
    # As root, the postgres user must be able to reach the directory and every folder above it.
    if [ "$(id -u)" = 0 ]; then
      chown postgres: "$dir"
      parent=$(dirname "$dir")
      while [ "$parent" != / ]; do chmod o+x "$parent"; parent=$(dirname "$parent"); done
    fi
    if [ ! -f "$dir/PG_VERSION" ]; then
      as_owner "$pg_bin/initdb" -D "$dir" -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    if [ "$durable" = --durable ]; then
      # As a real server runs (fsync on), sized for a 2-core machine: what the benchmark measures.
      settings="-c shared_buffers=512MB -c work_mem=16MB -c max_connections=100"
    else
      # fsync off: this cluster only lives for one test run.
      settings="-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
    fi
    as_owner "$pg_bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 120 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir $settings" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_owner "$pg_bin/pg_ctl" -D "$2" -m fast -w stop >/dev/null || true
    ;;
  *)
    echo "usage: $0 start DIR PORT | stop DIR" >&2
    exit 2
    ;;
esac
