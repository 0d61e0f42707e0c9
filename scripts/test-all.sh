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
# Each runner adds the names of its failed tests here (tests/summaryReporter.ts); they close the log.
export TEST_FAILURES_FILE="$held/failures"
: >"$TEST_FAILURES_FILE"
pids=()
busy_loops=()
trap 'kill "${pids[@]}" "${busy_loops[@]}" 2>/dev/null; rm -rf "$held"' EXIT

# STRESS=1: every core kept busy by a loop beside the run, and every browser page on a CPU four times slower
# (tests/e2e/harness.ts): the suite must pass on a slow, busy machine too.
if [ -n "${STRESS:-}" ]; then
    for _ in $(seq "$(nproc)"); do
        bash -c 'while :; do :; done' &
        busy_loops+=($!)
    done
    echo "STRESS: $(nproc) busy loops beside the run, browser pages' CPU slowed down 4x."
fi

# In the foreground: on a fresh machine they install Chromium and nginx, which may ask for a sudo password.
bash scripts/ensure-package.sh chromium /usr/bin/chromium || exit $?
bash scripts/ensure-package.sh nginx /usr/sbin/nginx || exit $?
# The layouts the browser tests measure (a Spanish label within 390 px) are those of Arial's metrics, which
# Liberation Sans has; Chromium only recommends it, and without it the wider DejaVu Sans stands in.
bash scripts/ensure-package.sh fonts-liberation /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf || exit $?

declare -A job_status
declare -a jobs_of
bash scripts/timed.sh typecheck npm run -s typecheck >"$held/typecheck" 2>&1 &
pids+=($!)
jobs_of[$!]=typecheck
bash scripts/timed.sh lint npm run -s lint >"$held/lint" 2>&1 &
pids+=($!)
jobs_of[$!]=lint
bash scripts/timed.sh build npx vite build --logLevel warn >"$held/build" 2>&1 &
build_pid=$!
pids+=($build_pid)
jobs_of[$build_pid]=build
echo "Typecheck, lint and the production build run beside the unit tests; their output follows the unit tests'."

npm run -s test:unit
first_failure=$?
job_status[unit]=$first_failure
for pid in "${pids[@]}"; do
    wait "$pid"
    status=$?
    job_status[${jobs_of[$pid]}]=$status
    [ "$first_failure" -ne 0 ] || first_failure=$status
done
pids=()
cat "$held/typecheck" "$held/lint" "$held/build"

if [ "${job_status[build]}" -eq 0 ]; then
    TEST_SUITE_NAME=browser npx vitest run --config vitest.e2e.config.ts
    status=$?
    job_status[browser]=$status
    [ "$first_failure" -ne 0 ] || first_failure=$status
else
    echo "browser: not run, the build failed"
fi

# The outcome of every job in one place, at the end, where a log cut to its last lines still shows it.
recap="npm test:"
for job in typecheck lint build unit browser; do
    case "${job_status[$job]:-}" in
    '') recap+=" $job not run;" ;;
    0) recap+=" $job ok;" ;;
    *) recap+=" $job FAILED (exit ${job_status[$job]});" ;;
    esac
done
echo
echo "${recap%;}"
cat "$TEST_FAILURES_FILE"
exit "$first_failure"
