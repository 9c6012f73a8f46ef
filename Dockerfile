# The shop's image: built by the project's own scripts (`npm ci`, `npm run build`, as CI runs them),
# then run from a production install (`npm ci --omit=dev`) as an unprivileged user (decision 035), on a
# runtime base that holds what runs the shop and nothing that builds it (decision 051).
# The base images are build arguments, both Debian 12: NODE_IMAGE builds (Node and npm), RUNTIME_IMAGE
# runs (glibc, libstdc++ and CA certificates; no shell, no package manager), with Node copied in.
#   docker build --build-arg NODE_IMAGE=node:24-bookworm-slim --build-arg RUNTIME_IMAGE=gcr.io/distroless/cc-debian12 .
ARG NODE_IMAGE=node:24-bookworm-slim
ARG RUNTIME_IMAGE=gcr.io/distroless/cc-debian12

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first, so a change to the sources reuses the installed dependencies.
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY packages/demo-drawings/package.json packages/demo-drawings/
COPY packages/api-client/package.json packages/api-client/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The production install, made where npm is, so that the runtime gets its node_modules without npm.
FROM ${NODE_IMAGE} AS install
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY packages/demo-drawings/package.json packages/demo-drawings/
COPY packages/api-client/package.json packages/api-client/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund
# The data folder, made here: the runtime has no shell to make it with.
RUN mkdir /data

FROM ${RUNTIME_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
# Node: the very binary the build ran and installed the native add-ons for (sharp, argon2); it needs
# only glibc and libstdc++, which the runtime base has.
COPY --from=build /usr/local/bin/node /usr/local/bin/node
# The accounts, with the Node image's `node` user (uid 1000): the runtime base has no such user.
COPY --from=build /etc/passwd /etc/group /etc/
# The production install (every workspace's manifest and node_modules), then what `npm start` runs and
# nothing it would build from: without sources it builds nothing.
COPY --from=install /app ./
COPY --from=build /app/scripts/start.mjs /app/scripts/process-settings.mjs scripts/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
# The embedded database, uploads and outbox live in /data; a new volume takes this owner.
COPY --from=install --chown=node:node /data /data
ENV DATA_DIR=/data PORT=3000
VOLUME ["/data"]
USER node
EXPOSE 3000
# Ready means the database answers too; fetch is built into Node, so the image needs no curl.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/ready', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm start` without npm in between: one process, which SIGTERM reaches (it closes the database cleanly).
CMD ["node", "scripts/start.mjs"]
