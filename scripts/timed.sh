#!/usr/bin/env bash
# Runs a command and then prints how long it took, "<name> duration: N s" (npm test times each runner this
# way; the Vitest runners print theirs themselves, just before their closing count line). Keeps the status.
set -uo pipefail
name="$1"
shift
start=$(date +%s)
"$@"
status=$?
echo "$name duration: $(($(date +%s) - start)) s"
exit $status
