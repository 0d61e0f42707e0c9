#!/usr/bin/env bash
# npm test: typecheck, lint, unit and browser tests, each timed, in two phases.
#   1. The unit tests, with typecheck, lint and the production build beside them (short jobs that fill the
#      cores while the unit workers wait on timers and their last files).
#   2. The browser tests against that build, alone.
# The unit and browser runners are not run side by side: each keeps two workers busy, and together (two unit
# workers, two browser workers, their Chromium processes and the demo server on two cores) every runner slowed
# far beyond its fair share.
# The unit tests print as they go; the short jobs' output is held and printed after them, each ending with its
# duration line. Exits with the first failure's status; the browser tests run even when an earlier job
# failed, so one run shows every failure.
set -uo pipefail
held=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null; rm -rf "$held"' EXIT

# In the foreground: on a fresh machine they install Chromium and nginx, which may ask for a sudo password.
bash scripts/ensure-package.sh chromium /usr/bin/chromium || exit $?
bash scripts/ensure-package.sh nginx /usr/sbin/nginx || exit $?

bash scripts/timed.sh typecheck npm run -s typecheck >"$held/typecheck" 2>&1 &
pids+=($!)
bash scripts/timed.sh lint npm run -s lint >"$held/lint" 2>&1 &
pids+=($!)
bash scripts/timed.sh build npx vite build --logLevel warn >"$held/build" 2>&1 &
build_pid=$!
pids+=($build_pid)
echo "Typecheck, lint and the production build run beside the unit tests; their output follows the unit tests'."

npm run -s test:unit
first_failure=$?
build_status=0
for pid in "${pids[@]}"; do
    wait "$pid"
    status=$?
    [ "$pid" -ne "$build_pid" ] || build_status=$status
    [ "$first_failure" -ne 0 ] || first_failure=$status
done
pids=()
cat "$held/typecheck" "$held/lint" "$held/build"

if [ "$build_status" -eq 0 ]; then
    TEST_SUITE_NAME=browser npx vitest run --config vitest.e2e.config.ts
    status=$?
    [ "$first_failure" -ne 0 ] || first_failure=$status
else
    echo "browser: not run, the build failed"
fi
exit "$first_failure"
