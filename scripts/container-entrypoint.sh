#!/bin/sh
# The image's entrypoint (docs/decisions/059-container-data-volume.md). Started as root (the default),
# it gives the `node` user the data folder when a bind mount arrived root-owned (docker and podman
# create a missing host folder as root) and then runs the server as `node`, never as root. Started
# with --user, it changes nothing: scripts/start.mjs then says in one line what to fix if the
# folder takes no writes or holds files it cannot use. It runs only what it is given (the image's CMD).
set -eu
data="${DATA_DIR:-/data}"
user=node
here="$(cd "$(dirname "$0")" && pwd)"
# This site's own data: its secrets, or its embedded database (secrets given as variables).
holds_site_data() { [ -f "$data/secrets.json" ] || [ -f "$data/pg/PG_VERSION" ]; }
as_user() { setpriv --reuid="$user" --regid="$user" --init-groups -- "$@"; }
# start.mjs's own check (scripts/data-dir-writable.mjs), as `node`: can it use all that a start
# with these settings opens in the folder (secrets.json, the embedded database, the image caches)?
usable_by_user() {
  as_user node -e 'import(require("node:url").pathToFileURL(process.argv[1]).href).then((check) => check.requireUsableDataDir())' "$here/data-dir-writable.mjs" >/dev/null 2>&1
}

if [ "$(id -u)" = 0 ]; then
  if [ -d "$data" ] && holds_site_data && as_user test -w "$data" && ! usable_by_user; then
    # The folder is node's to write, but this site's data inside it is not (a backup restored as
    # root into it): hand the data over too, as for a root-owned folder below.
    owner="$(stat -c %u "$data")"
    if [ "$owner" = 0 ] || [ "$owner" = "$(id -u "$user")" ]; then chown -R "$user:$user" "$data" 2>/dev/null || true; fi
  elif [ -d "$data" ] && ! as_user test -w "$data"; then
    owner="$(stat -c %u "$data")"
    if [ -z "$(ls -A "$data")" ]; then
      # Empty: nothing in it belongs to anyone yet.
      chown "$user:$user" "$data" 2>/dev/null || true
    elif [ "$owner" = 0 ] && holds_site_data; then
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
