# The API with the built portal, for operators (README "Production (Docker)"). Multi-stage: the
# dependencies, the portal build and the server build stay in the build stages; the runtime runs the
# compiled API (scripts/build-server.mjs, decision 2601) with plain node as the `node` user — no
# TypeScript loader. node is PID 1 and handles SIGTERM itself: it drains (SHUTDOWN_GRACE_MS) and exits.
# syntax=docker/dockerfile:1
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/bridge/package.json apps/bridge/
COPY packages/contracts/package.json packages/contracts/
COPY packages/server-env/package.json packages/server-env/
COPY packages/bike-sim/package.json packages/bike-sim/
COPY packages/openapi-fuzz/package.json packages/openapi-fuzz/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The portal (apps/web/dist) and the servers (apps/api/dist, apps/bridge/dist).
RUN npm run build

FROM node:22-bookworm-slim AS runtime
# MALLOC_ARENA_MAX: as npm start runs the servers (scripts/build-server.mjs serverEnvironment, decision 3111).
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data WEB_DIST=/app/apps/web/dist MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/package.json ./
# The bundle loads a few files by their source paths (SQL migrations, the PGlite worker, telemetry's
# packages): the tree comes along, and scripts/ for the operator commands (npm run permissions -w apps/api).
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/packages ./packages
COPY --from=build --chown=node:node /app/apps/api ./apps/api
COPY --from=build --chown=node:node /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
VOLUME ["/data"]
# Readiness: 503 while starting, overloaded or draining after SIGTERM.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:8080/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# docker stop waits 10 s before SIGKILL: give it SHUTDOWN_GRACE_MS plus time for requests (stop_grace_period, --time).
STOPSIGNAL SIGTERM
# The V8 flags: as npm start runs the API (scripts/build-server.mjs ServerBuilds, decisions 3113 and
# 3306; apps/api/src/dockerfile-command.test.ts keeps the two the same).
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=20", "--initial-old-space-size=16", "apps/api/dist/server.mjs"]
