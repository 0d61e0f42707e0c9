#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (npm cannot download browsers on this network). `npm test` runs
# this before them, and .ci/run too, so a fresh machine needs nothing but the README's command: when
# /usr/bin/chromium is missing it is installed with apt-get (through sudo when not root).
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
    [ -x "$CHROMIUM_PATH" ] && exit 0
    echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable browser." >&2
    exit 1
fi
[ -x /usr/bin/chromium ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "The browser tests need Chromium: install it, then point CHROMIUM_PATH at it (no apt-get here)." >&2
    exit 1
fi
SUDO=()
if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
        echo "Installing Chromium needs root: run 'apt-get install chromium' as root, or install sudo." >&2
        exit 1
    fi
    SUDO=(sudo)
fi
echo "Installing Debian's chromium for the browser tests..."
"${SUDO[@]}" apt-get update -q
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium
