#!/usr/bin/env bash
# Producer Hub's releases side by side (docs/deploying.md), each build in its own folder under
# $PRODUCER_HUB_ROOT/releases/, and `current` (deploy/nginx.conf's root) a symlink to the one in service.
# A switch renames a new symlink over `current`, so every request sees the old release or the new one, never
# a half-copied folder or no folder at all; `previous` remembers what was in service before, for a rollback.
#
#   release.sh install DIST [NAME]   copies a build into releases/NAME and puts it in service
#                                    (NAME: the build's version, from DIST/version.json)
#   release.sh switch NAME           puts releases/NAME in service
#   release.sh rollback              puts the release in service before the last switch back
#   release.sh list                  the releases, the one in service marked with *
#
# PRODUCER_HUB_ROOT: where the releases live, /var/www/producer-hub unless set. config.json is no part of a
# release: nginx serves it from /etc/producer-hub/config.json.
set -euo pipefail

root=${PRODUCER_HUB_ROOT:-/var/www/producer-hub}
releases="$root/releases"

fail() {
    echo "release.sh: $*" >&2
    exit 1
}

# Points the symlink $1 at $2 in one rename: `ln -sfn` alone removes the old link before making the new one.
point() {
    ln -sfn "$2" "$1.next"
    mv -T "$1.next" "$1"
}

in_service() {
    [ -L "$root/current" ] && basename "$(readlink "$root/current")"
}

switch() {
    local name=$1
    [ -f "$releases/$name/index.html" ] || fail "no release $name in $releases (see: release.sh list)"
    local before
    before=$(in_service || true)
    [ "$before" != "$name" ] || fail "$name is already in service"
    [ -z "$before" ] || point "$root/previous" "releases/$before"
    point "$root/current" "releases/$name"
    echo "In service: $name${before:+ (before: $before)}"
}

case "${1:-}" in
install)
    dist=${2:?usage: release.sh install DIST [NAME]}
    [ -f "$dist/index.html" ] || fail "$dist holds no build (no index.html): run npm run build first"
    name=${3:-$(sed -n 's/.*"version"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p' "$dist/version.json" 2>/dev/null)}
    [ -n "$name" ] || fail "$dist/version.json names no version: give the release a name"
    [ ! -e "$releases/$name" ] || fail "release $name exists already: give this build another name"
    mkdir -p "$releases"
    # Copied beside its final name first, so a copy cut short is never a release.
    rm -rf "$releases/.$name.copying"
    cp -r "$dist" "$releases/.$name.copying"
    rm -f "$releases/.$name.copying/config.json"
    mv -T "$releases/.$name.copying" "$releases/$name"
    switch "$name"
    ;;
switch)
    switch "${2:?usage: release.sh switch NAME}"
    ;;
rollback)
    [ -L "$root/previous" ] || fail "no earlier release to go back to"
    switch "$(basename "$(readlink "$root/previous")")"
    ;;
list)
    current=$(in_service || true)
    for folder in "$releases"/*/; do
        [ -d "$folder" ] || continue
        name=$(basename "$folder")
        if [ "$name" = "$current" ]; then echo "* $name"; else echo "  $name"; fi
    done
    ;;
*)
    sed -n '2,15s/^# \{0,1\}//p' "$0" >&2
    exit 2
    ;;
esac
