#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster on a free
# loopback port; the cluster is stopped and removed when the command ends, however it ends.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d -t wefe-pg-XXXXXX)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
cleanup() {
  "$here/pg-cluster.sh" stop "$dir/cluster"
  rm -rf "$dir"
}
trap cleanup EXIT
url=$("$here/pg-cluster.sh" start "$dir/cluster" "$port")
echo "PostgreSQL test cluster on 127.0.0.1:$port"
TEST_DATABASE_URL=$url "$@"
