#!/usr/bin/env bash
# Runs the Dockerfile's steps without a container engine: install, build,
# prune to production dependencies, assemble the runtime files exactly as the image does, start
# as the image would and check /healthz and the home page. Usage: scripts/verify-docker-steps.sh
# (scripts/verify-container.sh builds and runs the real image under podman; this one needs no engine
# and skips the image's entrypoint, which only matters for the ownership of a mounted /data.)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
port="${VERIFY_PORT:-3311}"
trap 'kill "${server_pid:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT

echo "== stage deps + build: npm ci, npm run build, npm prune --omit=dev"
git -C "$root" ls-files -z | (cd "$root" && xargs -0 tar -cf -) | (mkdir -p "$work/build" && tar -xf - -C "$work/build")
cd "$work/build"
npm ci --no-audit --no-fund >/dev/null
npm run build >/dev/null
npm prune --omit=dev --no-audit --no-fund >/dev/null

echo "== stage runtime: only what the image copies"
mkdir -p "$work/runtime" "$work/data"
cp -r package.json package-lock.json tsconfig.json node_modules dist src migrations locales public scripts "$work/runtime/"
cd "$work/runtime"

# The image's CMD, verbatim (its JSON array from the Dockerfile), with the image's environment.
mapfile -t cmd < <(node -e "const line = require('fs').readFileSync(process.argv[1], 'utf8').split('\\n').find((l) => l.startsWith('CMD ')); for (const part of JSON.parse(line.slice(4))) console.log(part)" "$root/Dockerfile")
echo "== start: ${cmd[*]} (NODE_ENV=production, DATA_DIR volume)"
NODE_ENV=production MALLOC_ARENA_MAX=2 PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" LOG_LEVEL=warn "${cmd[@]}" &
server_pid=$!
for _ in $(seq 1 120); do
  if curl -sf "http://127.0.0.1:$port/healthz" >/dev/null; then break; fi
  sleep 1
done
curl -sf "http://127.0.0.1:$port/healthz" | grep -q '"db":"ok"'
curl -sf "http://127.0.0.1:$port/?lng=de" | grep -q '<html lang="de"'
# The image's HEALTHCHECK command, verbatim.
PORT="$port" node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
kill -TERM "$server_pid"
wait "$server_pid"
echo "OK: the image's steps build and run the site (healthz, German home page, graceful stop)"
