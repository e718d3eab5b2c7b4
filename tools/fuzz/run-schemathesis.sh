#!/usr/bin/env bash
# Contract fuzzing of the REST API against its own OpenAPI document (/api/docs-json), and of
# the GraphQL endpoint against schema.graphql.
#
# Builds nothing: run `npm run build -w server` first. Starts the built store on a free port
# (reached at 127.0.0.1) with an empty temporary DATA_DIR and a sign-in rate limit high enough
# that sign-in and registration are fuzzed rather than refused, registers a shopper and the
# admin, runs schemathesis with each token against each API (about 3 minutes in all with the
# defaults), prints the number of test cases and of findings, and stops the store. Exits
# non-zero on any finding, and when the store logged an unexpected error.
# schemathesis.toml (per-operation settings) and hooks.py (valid image files in schema-valid
# forms, the GraphQL server-error check) sit beside this script; each explains why it exists.
#
# Environment:
#   FUZZ_VENV          virtual environment for schemathesis (created when missing)
#   FUZZ_MAX_EXAMPLES  test cases per operation and phase (default 50)
#   FUZZ_MAX_TIME      time budget in seconds for each of the two REST runs (default 60)
#   FUZZ_GRAPHQL_MAX_TIME  time budget in seconds for each of the two GraphQL runs (default 20)
#   FUZZ_CHECKS        schemathesis checks of the REST runs (default: the five below)
#   FUZZ_SEED          fixed seed for a reproducible run (default: random)
#   FUZZ_KEEP          when set, keep the temporary directory (store log, reports) for a look
#   MONGODB_URI        a MongoDB to use instead of the local fallbacks (use a fresh database)
set -euo pipefail

SCHEMATHESIS_VERSION=4.32.5
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VENV="${FUZZ_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/bookstore/schemathesis-$SCHEMATHESIS_VERSION}"
MAX_EXAMPLES="${FUZZ_MAX_EXAMPLES:-50}"
MAX_TIME="${FUZZ_MAX_TIME:-60}"
GRAPHQL_MAX_TIME="${FUZZ_GRAPHQL_MAX_TIME:-20}"
CHECKS="${FUZZ_CHECKS:-not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,positive_data_acceptance}"

if [ ! -f "$ROOT/server/dist/main.js" ]; then
  echo "server/dist/main.js is missing: run 'npm run build -w server' first" >&2
  exit 2
fi

if [ ! -x "$VENV/bin/schemathesis" ] || ! "$VENV/bin/schemathesis" --version 2>/dev/null | grep -q "$SCHEMATHESIS_VERSION"; then
  echo "Installing schemathesis $SCHEMATHESIS_VERSION into $VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet "schemathesis==$SCHEMATHESIS_VERSION"
fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/bookstore-fuzz-XXXXXX")"
PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
BASE="http://127.0.0.1:$PORT"
STORE_PID=""

stop_store() {
  if [ -n "$STORE_PID" ] && kill -0 "$STORE_PID" 2>/dev/null; then
    kill "$STORE_PID" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$STORE_PID" 2>/dev/null || break; sleep 0.2; done
    kill -9 "$STORE_PID" 2>/dev/null || true
  fi
  [ -n "${FUZZ_KEEP:-}" ] || rm -rf "$WORK"
}
trap stop_store EXIT

echo "Starting the store on $BASE (data in $WORK/data, log in $WORK/store.log)"
mkdir -p "$WORK/data"
(
  cd "$ROOT"
  exec env PORT="$PORT" DATA_DIR="$WORK/data" DEMO_CATALOGUE=false AUTH_RATE_LIMIT=100000 PASSWORD_HASHING=fast \
    PUBLIC_URL="$BASE" JWT_SECRET="fuzz-$(date +%s)-$RANDOM-secret-long-enough" \
    node server/dist/main.js
) >"$WORK/store.log" 2>&1 &
STORE_PID=$!

for _ in $(seq 1 120); do
  if curl -fsS "$BASE/api/health" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$STORE_PID" 2>/dev/null; then cat "$WORK/store.log" >&2; echo "The store did not start" >&2; exit 1; fi
  sleep 0.5
done
curl -fsS "$BASE/api/health" >/dev/null || { cat "$WORK/store.log" >&2; echo "The store did not answer" >&2; exit 1; }

register() {
  curl -fsS -X POST "$BASE/api/user/register" -H 'content-type: application/json' \
    -d "{\"name\":\"Fuzz $1\",\"email\":\"fuzz-$1@example.com\",\"password\":\"secret123\",\"role\":\"$1\"}" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])'
}
SHOPPER_TOKEN="$(register user)"
ADMIN_TOKEN="$(register admin)"

status=0
total_cases=0
total_findings=0
# fuzz WHO LABEL BUDGET CHECKS LOCATION [ARGS...]: one schemathesis run with WHO's token.
fuzz() {
  local who="$1" label="$2" budget="$3" checks="$4"
  shift 4
  local token_var name code cases findings
  token_var="$(echo "$who" | tr a-z A-Z)_TOKEN"
  name="$label-$who"
  echo
  echo "=== schemathesis: $label as the $who (at most ${budget}s) ==="
  set +e
  (
    cd "$WORK"
    SCHEMATHESIS_HOOKS=hooks PYTHONPATH="$ROOT/tools/fuzz" PYTHONDONTWRITEBYTECODE=1 \
      "$VENV/bin/schemathesis" --config-file "$ROOT/tools/fuzz/schemathesis.toml" run "$@" \
      --checks "$checks" \
      -H "Authorization: Bearer ${!token_var}" \
      --max-examples "$MAX_EXAMPLES" \
      --max-time "$budget" \
      --workers 1 \
      --generation-database none \
      ${FUZZ_SEED:+--seed "$FUZZ_SEED"} \
      --report ndjson --report-ndjson-path "$WORK/$name.ndjson" \
      --no-color
  ) | tee "$WORK/$name.out"
  code=${PIPESTATUS[0]}
  set -e
  [ "$code" -eq 0 ] || status=1
  cases="$(python3 - "$WORK/$name.ndjson" <<'PY'
import json, sys
cases = 0
for line in open(sys.argv[1]):
    event = json.loads(line)
    scenario = event.get("ScenarioFinished")
    if scenario:
        cases += len((scenario.get("recorder") or {}).get("cases") or {})
print(cases)
PY
)"
  # The summary lists each failing check as "❌ <check>: <count>".
  findings="$({ grep -E '^ *❌ .+: [0-9]+$' "$WORK/$name.out" || true; } | awk -F': ' '{ n += $NF } END { print n + 0 }')"
  [ "$findings" -eq 0 ] || status=1
  echo "Test cases run against $label as the $who: $cases; findings: $findings"
  summary+=("$label as the $who: $cases cases, $findings findings")
  total_cases=$((total_cases + cases))
  total_findings=$((total_findings + findings))
}

summary=()
for who in shopper admin; do
  fuzz "$who" REST "$MAX_TIME" "$CHECKS" "$BASE/api/docs-json"
done
# The GraphQL schema is the committed schema.graphql (the running store's, checked in CI), sent
# to the store's endpoint; every generated query is valid GraphQL, so the fuzzing is in the values.
for who in shopper admin; do
  fuzz "$who" GraphQL "$GRAPHQL_MAX_TIME" no_internal_graphql_error "$ROOT/schema.graphql" --url "$BASE/graphql"
done

echo
printf '%s\n' "${summary[@]}"
echo
echo "Test cases run in total: $total_cases; findings: $total_findings"
# A 500 is always a server bug, whatever the checks said: the error filter logs each one.
if grep -q 'ERROR' "$WORK/store.log"; then
  echo "The store logged unexpected errors:" >&2
  grep -A5 'ERROR' "$WORK/store.log" | head -60 >&2
  status=1
fi
exit "$status"
