# syntax=docker/dockerfile:1
# One container for the whole site. Build: docker build -t menorca-tours .
# BASE_IMAGE: the official Node.js image; scripts/verify-container.sh builds a stand-in of it locally
# where no container registry can be reached. Build with podman using `--format docker`: podman's
# default (OCI) format drops the HEALTHCHECK below.
ARG BASE_IMAGE=node:24-bookworm-slim

FROM ${BASE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM ${BASE_IMAGE} AS runtime
# MALLOC_ARENA_MAX: glibc gives every thread that allocates (sharp, zlib in the thread pool) an
# arena of its own and rarely returns them; two arenas keep resident memory flat.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/src ./src
COPY --from=build --chown=node:node /app/migrations ./migrations
COPY --from=build --chown=node:node /app/locales ./locales
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/scripts ./scripts
RUN mkdir -p /data && chown node:node /data
# No USER: the entrypoint starts as root only to hand a root-owned /data mount to `node`, then runs
# the server as `node` (setpriv, util-linux). Under --user it runs the server as that user directly.
ENTRYPOINT ["/app/scripts/container-entrypoint.sh"]
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The same command as `npm start` (package.json): bare Node on the bundled server, heap sized for a small instance.
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=8", "scripts/start.mjs"]
