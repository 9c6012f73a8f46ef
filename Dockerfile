# The shop's image: built by the project's own scripts (`npm ci`, `npm run build`, as CI runs them),
# then run from a production install (`npm ci --omit=dev`) as an unprivileged user (decision 035).
# The base image is a build argument: `docker build --build-arg NODE_IMAGE=node:24-bookworm-slim .`
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first, so a change to the sources reuses the installed dependencies.
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY packages/demo-drawings/package.json packages/demo-drawings/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY packages/demo-drawings/package.json packages/demo-drawings/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# What `npm start` runs, and nothing it would build from: without sources it builds nothing.
COPY --from=build /app/scripts/start.mjs scripts/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
# The embedded database, uploads and outbox live in /data; a new volume takes this owner.
RUN mkdir /data && chown node:node /data
ENV DATA_DIR=/data PORT=3000
VOLUME ["/data"]
USER node
EXPOSE 3000
# Ready means the database answers too; fetch is built into Node, so the image needs no curl.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/ready', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm start` without npm in between: one process, which SIGTERM reaches (it closes the database cleanly).
CMD ["node", "scripts/start.mjs"]
