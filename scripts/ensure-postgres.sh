#!/usr/bin/env bash
# The PostgreSQL half of the store contract suite needs a server on 127.0.0.1:5432.
# Start the machine's cluster if it is installed but stopped; fail loudly if there is none.
set -euo pipefail
if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then exit 0; fi
if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
  echo "==> Starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && exit 0; sleep 1; done
fi
echo "PostgreSQL is not reachable on 127.0.0.1:5432; the PostgreSQL store tests need it." >&2
echo "Set BINGEABLE_TEST_POSTGRES_URL to point at another server." >&2
[ -n "${BINGEABLE_TEST_POSTGRES_URL:-}" ] || exit 1
