#!/usr/bin/env bash
# `npm test`: installs what it needs, then typecheck, lint, unit + DB integration tests, content check,
# production build, Playwright e2e in Debian's Chromium, and deploy/nginx in front of the built app.
# Never downloads a browser or a font (nginx and its modules come from Debian's packages, with apt).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # `npm install` with the committed lock installs the locked versions; unlike `npm ci` it tolerates the lock's
  # missing entries for other platforms' optional binaries (@swc, @next/swc), which npm 11 leaves out.
  step "npm install (locked versions)"
  npm install --no-audit --no-fund
fi

if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  step "installing Debian's chromium (apt)"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# Use the machine's PostgreSQL for integration tests too, when one answers (CI sets nothing else up).
if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null 2>&1 && pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
  echo "integration tests will also run on $TEST_DATABASE_URL"
fi

step "typecheck"
npx tsc --noEmit
step "lint (ESLint, Prettier)"
npm run --silent lint
step "unit and integration tests"
npx vitest run
step "content check"
npm run --silent content:check
step "OpenAPI lint (Redocly, recommended rules)"
npm run --silent openapi:lint
step "production build"
npx next build
step "e2e (Playwright, Debian Chromium)"
rm -rf .data/e2e
npx playwright test

step "deploy/nginx in front of the built app"
rm -rf .data/nginx && mkdir -p .data/nginx
NGINX_SECRET=nginx-test-revalidate-secret-0123
PORT=3200 PGLITE_PORT=4200 PGLITE_DATA_DIR=.data/nginx/pglite TRUST_PROXY=1 REVALIDATE_SECRET=$NGINX_SECRET \
  node --conditions=react-server --import tsx scripts/start.ts >.data/nginx/app.log 2>&1 &
APP_PID=$!
trap 'kill $APP_PID 2>/dev/null || true' EXIT
for _ in $(seq 1 360); do curl -sf -o /dev/null http://127.0.0.1:3200/api/health && break; sleep 0.5; done
curl -sf -o /dev/null http://127.0.0.1:3200/api/health || { cat .data/nginx/app.log; exit 1; }
NGINX_TEST_UPSTREAM=http://127.0.0.1:3200 NGINX_TEST_REVALIDATE_SECRET=$NGINX_SECRET npx vitest run --project deploy
kill $APP_PID; wait $APP_PID 2>/dev/null || true; trap - EXIT

step "the built app with its database gone (next start on PostgreSQL behind a fault proxy)"
BUILT_APP_TEST=1 npx vitest run --project deploy tests/deploy/database-down.test.ts

step "scale-out: two next start instances behind nginx, on Redis and PostgreSQL"
SCALE_OUT_TEST=1 npx vitest run --project deploy tests/deploy/scale-out.test.ts
