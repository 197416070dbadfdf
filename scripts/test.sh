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
echo "== build"
npm run --silent build

echo "== tests"
mkdir -p test-results
status=0
npx vitest run --reporter=default --reporter=json --outputFile=test-results/vitest.json || status=$?
node scripts/test-summary.mjs test-results/vitest.json || status=$?
exit "$status"
