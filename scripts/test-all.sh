#!/usr/bin/env bash
# npm test: typecheck, lint, unit and browser tests, each timed, all four side by side. Each runner alone leaves
# part of the two cores idle (the browser tests wait on Chromium's processes and the demo server, the unit tests
# on timers and their two workers' last files); side by side they keep both cores busy, which took the whole run
# from about 6 min 55 s to about 6 min on this machine. The unit tests print as they go; the others' output is
# held and printed after them, each ending with its duration line. Exits with the first failure's status.
set -uo pipefail
held=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null; rm -rf "$held"' EXIT

# In the foreground: on a fresh machine it installs Chromium, which may ask for a sudo password.
bash scripts/ensure-chromium.sh || exit $?

bash scripts/timed.sh typecheck npm run -s typecheck >"$held/typecheck" 2>&1 &
pids+=($!)
bash scripts/timed.sh lint npm run -s lint >"$held/lint" 2>&1 &
pids+=($!)
npm run -s test:e2e >"$held/browser" 2>&1 &
pids+=($!)
echo "Typecheck, lint and the browser tests run beside the unit tests; their output follows the unit tests'."

npm run -s test:unit
first_failure=$?
for pid in "${pids[@]}"; do
    wait "$pid"
    status=$?
    [ "$first_failure" -ne 0 ] || first_failure=$status
done
pids=()
cat "$held/typecheck" "$held/lint" "$held/browser"
exit "$first_failure"
