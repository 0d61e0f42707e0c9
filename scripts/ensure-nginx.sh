#!/usr/bin/env bash
# The browser tests serve the production build through Debian's nginx with deploy/nginx.conf (tests/e2e/nginx.ts
# runs it as the current user on a free port, nothing system-wide). `npm test` runs this before them, and
# .ci/run too: when /usr/sbin/nginx is missing it is installed with apt-get (through sudo when not root). The
# package's own service is not needed; on a machine with systemd it starts on port 80 and may be stopped.
set -euo pipefail

if [ -n "${NGINX_PATH:-}" ]; then
    [ -x "$NGINX_PATH" ] && exit 0
    echo "NGINX_PATH=$NGINX_PATH is not an executable nginx." >&2
    exit 1
fi
[ -x /usr/sbin/nginx ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "The browser tests need nginx: install it, then point NGINX_PATH at it (no apt-get here)." >&2
    exit 1
fi
SUDO=()
if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
        echo "Installing nginx needs root: run 'apt-get install nginx' as root, or install sudo." >&2
        exit 1
    fi
    SUDO=(sudo)
fi
echo "Installing Debian's nginx for the browser tests..."
"${SUDO[@]}" apt-get update -q
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q nginx
