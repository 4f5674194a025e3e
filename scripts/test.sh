#!/usr/bin/env bash
# `npm test`: the whole suite on the database of DATABASE_URL (SQLite when
# unset): Vitest (both projects), the production build, then Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/phase.sh
phase "vitest (SQLite)" npx vitest run
phase "build" npm run build
phase "playwright (SQLite)" npx playwright test
