#!/usr/bin/env bash
# HTTP load on loopback against POST /api/tv-recommendations: bounded in time (10 s), local only.
# Usage: scripts/http-bench.sh BIN CATALOG
set -euo pipefail
bin=${1:-target/release/bingeable}
catalog=${2:-data/catalog.bin}
# Like `make run`, install what is missing: Debian's wrk, where this is a Debian machine run as root.
if ! command -v wrk >/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "==> Installing wrk (Debian's package) for the HTTP bench"
  export DEBIAN_FRONTEND=noninteractive
  # A failed install falls through to the message below rather than apt's own.
  { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; } || true
fi
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk" >&2; exit 1; }
port=18089
tmp=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$tmp"' EXIT

start=$(date +%s.%N)
"$bin" serve --addr 127.0.0.1:$port --catalog "$catalog" --database-url "sqlite://$tmp/bench.db" \
  --static-dir "$tmp" >"$tmp/server.log" 2>&1 &
pid=$!
until curl -sf "http://127.0.0.1:$port/api/health" >/dev/null; do
  kill -0 "$pid" 2>/dev/null || { cat "$tmp/server.log"; exit 1; }
  sleep 0.02
done
ready=$(date +%s.%N)
printf 'start-up to first served request: %.0f ms\n' "$(echo "($ready - $start) * 1000" | bc)"
grep VmRSS /proc/$pid/status | sed 's/^/server resident memory after start: /'

cat > "$tmp/post.lua" <<'LUA'
local bodies = {
  '{"tvShows":"Breaking Bad, The Office","movies":"Inception"}',
  '{"tvShows":"Stranger Things","movies":""}',
  '{"tvShows":"The Crown, Friends","movies":"The Matrix"}',
  '{"tvShows":"","movies":"Spider-Man: Into the Spider-Verse, Amelie"}',
}
local i = 0
request = function()
  i = i + 1
  return wrk.format("POST", "/api/tv-recommendations", {["Content-Type"] = "application/json"}, bodies[(i % #bodies) + 1])
end
LUA
wrk -t2 -c32 -d10s --latency -s "$tmp/post.lua" "http://127.0.0.1:$port" | tee "$tmp/wrk.txt"
grep VmRSS /proc/$pid/status | sed 's/^/server resident memory after load: /'
