#!/bin/sh
# The image's entrypoint (docs/decisions/059-container-data-volume.md). Started as root (the default),
# it gives the `node` user the data folder when a bind mount arrived root-owned (docker and podman
# create a missing host folder as root) and then runs the server as `node`, never as root. Started
# with --user, it changes nothing: scripts/start.mjs then says in one line what to fix if the
# folder takes no writes. It runs only what it is given (the image's CMD).
set -eu
data="${DATA_DIR:-/data}"
user=node

if [ "$(id -u)" = 0 ]; then
  if [ -d "$data" ] && ! setpriv --reuid="$user" --regid="$user" --init-groups -- test -w "$data"; then
    owner="$(stat -c %u "$data")"
    if [ -z "$(ls -A "$data")" ]; then
      # Empty: nothing in it belongs to anyone yet.
      chown "$user:$user" "$data" 2>/dev/null || true
    elif [ "$owner" = 0 ] && [ -f "$data/secrets.json" ]; then
      # Root-owned and this site's own data (a restored backup, or a run as root): hand all of it
      # over. A root-owned folder that is not ours (say /etc mounted by mistake) is never chowned.
      chown -R "$user:$user" "$data" 2>/dev/null || true
    fi
    # A read-only mount, or a folder that belongs to someone else, stays as it is (a failed chown is
    # silent): start.mjs then reports it in one line.
  fi
  exec setpriv --reuid="$user" --regid="$user" --init-groups --inh-caps=-all --no-new-privs -- "$@"
fi
exec "$@"
