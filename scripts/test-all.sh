#!/usr/bin/env bash
# npm test: typecheck, lint, unit and browser tests, each timed. Typecheck and lint (mostly one core's work each)
# run in the background while the unit tests run, which leave part of the two cores idle; their output is held
# and printed after the unit tests', each ending with its duration line. The browser tests start only when all
# three passed.
set -uo pipefail
held=$(mktemp -d)
trap 'rm -rf "$held"' EXIT

bash scripts/timed.sh typecheck npm run -s typecheck >"$held/typecheck" 2>&1 &
typecheck=$!
bash scripts/timed.sh lint npm run -s lint >"$held/lint" 2>&1 &
lint=$!

npm run -s test:unit
unit_status=$?
wait $typecheck
typecheck_status=$?
wait $lint
lint_status=$?
cat "$held/typecheck" "$held/lint"

for status in $unit_status $typecheck_status $lint_status; do
    [ "$status" -eq 0 ] || exit "$status"
done
npm run -s test:e2e
