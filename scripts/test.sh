#!/usr/bin/env bash
# The whole suite: system prerequisites, static checks, production build, then every Vitest project
# (unit + UI, API on SQLite, API on PostgreSQL, end-to-end in Chromium) and one closing summary line.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup-system.sh
if [ ! -d node_modules ]; then npm install --no-audit --no-fund; fi

echo "== typecheck"
npm run --silent typecheck
echo "== lint"
npm run --silent lint
echo "== i18n catalogs"
npm run --silent i18n:check
echo "== build"
npm run --silent build

echo "== tests"
mkdir -p test-results
status=0
# The browser tests run after the rest, so that their timings do not compete with the other projects.
npx vitest run --project ui --project server-sqlite --project server-pg \
  --reporter=default --reporter=json --outputFile=test-results/vitest.json || status=$?
npx vitest run --project e2e --reporter=default --reporter=json --outputFile=test-results/vitest-e2e.json || status=$?
node scripts/test-summary.mjs test-results/vitest.json test-results/vitest-e2e.json || status=$?
exit "$status"
