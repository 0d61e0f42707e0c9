#!/usr/bin/env bash
# Usage: ensure-package.sh <debian package> <a file it installs>, e.g. `chromium /usr/bin/chromium`.
# The browser tests drive Debian's Chromium (npm cannot download browsers on this network) and serve the
# production build through Debian's nginx with deploy/nginx.conf (tests/e2e/nginx.ts runs it as the current user on
# a free port; the package's own service is not needed, and on a machine with systemd it starts on port 80 and may
# be stopped). `npm test` runs this for each before them, and .ci/run too, so a fresh machine needs nothing but the
# README's command: when the program is missing its package is installed with apt-get (through sudo when not
# root), without the packages it only recommends and without starting its service. <PACKAGE>_PATH (CHROMIUM_PATH, NGINX_PATH) names another build to use instead.
set -euo pipefail

package=$1
program=$2
setting="${package^^}_PATH"
setting=${setting//-/_}

if [ -n "${!setting:-}" ]; then
    [ -x "${!setting}" ] && exit 0
    echo "$setting=${!setting} is not an executable $package." >&2
    exit 1
fi
[ -e "$program" ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "The browser tests need $package: install it, then point $setting at it (no apt-get here)." >&2
    exit 1
fi
SUDO=()
if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
        echo "Installing $package needs root: run 'apt-get install $package' as root, or install sudo." >&2
        exit 1
    fi
    SUDO=(sudo)
fi
echo "Installing Debian's $package (apt-get install --no-install-recommends $package): the browser tests need $program."
# Debian starts a package's service when it installs it (nginx on port 80); the tests run their own, so a
# policy-rc.d that refuses every start is in place for the install (unless the machine has one of its own).
policy=/usr/sbin/policy-rc.d
own_policy=
if [ ! -e "$policy" ]; then
    own_policy=1
    printf '#!/bin/sh\nexit 101\n' | "${SUDO[@]}" tee "$policy" >/dev/null
    "${SUDO[@]}" chmod +x "$policy"
fi
status=0
"${SUDO[@]}" apt-get update -qq && "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
    --no-install-recommends "$package" >/dev/null || status=$?
[ -z "$own_policy" ] || "${SUDO[@]}" rm -f "$policy"
exit "$status"
