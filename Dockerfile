# syntax=docker/dockerfile:1
#
# One application image, several commands (see docker-compose.yml and docs/docker.md):
#   API (default):  node --import tsx api/src/main.ts
#   worker:         node --import tsx workflow/src/worker-main.ts
#   migrations:     node --import tsx scripts/migrate.ts
# plus a separate `web` target: nginx serving the built web app and proxying the API.
#
#   docker build -t srm-app .              # last stage = `app`
#   docker build -t srm-web --target web .

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- deps: install every workspace's dependencies from the lockfile ---------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
# Only the manifests first, so the install layer is reused until they change.
# `npm ci` with workspaces needs every workspace's package.json present.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY bpmn/package.json bpmn/
COPY events/package.json events/
COPY workflow/package.json workflow/
COPY api/package.json api/
COPY web/package.json web/
COPY tests/package.json tests/
# Dev dependencies are kept on purpose: the services run TypeScript through `tsx`
# (a root devDependency), and Vite is needed for the web build.
RUN --mount=type=cache,target=/root/.npm npm ci

# ---- build: sources + the web app (web/dist) ---------------------------------------------
FROM deps AS build
COPY . .
# The request envelope's key (docs/auth.md): pass the API's ENCRYPT_BODY_KEY (--build-arg), or none.
ARG ENCRYPT_BODY_KEY=""
# Both builds: web/dist (with .br/.gz beside each hashed asset) and the portal's server renderer
# web/dist-ssr, which the API loads at start (WEB_SSR_DIST; docs/portal.md "Server rendering").
RUN npm run build -w @srm/web && test -f web/dist-ssr/portal-server.js

# ---- web: static web app behind nginx, proxying /api and /socket.io to the api service ----
FROM nginx:1.28-alpine AS web
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/web/dist /usr/share/nginx/html
EXPOSE 80
# No curl in the image; busybox wget is.
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
    CMD wget -q -O /dev/null http://127.0.0.1/ || exit 1

# ---- app: API / worker / migrations, running as the unprivileged `node` user -----------
FROM ${NODE_IMAGE} AS app
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
# Code and node_modules stay owned by root (read-only for the app); only .data is
# writable (nothing is expected there when DATABASE_URL is set, but the app may create it).
COPY --from=build /app /app
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# Checks the API; docker-compose.yml overrides it for the worker and disables it for
# the one-shot migration. No curl in the slim image, so Node's fetch is used.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "api/src/main.ts"]
