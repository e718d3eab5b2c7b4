# The store's production image: the built server and client and the server's production
# dependencies, run by Node as an unprivileged user. It needs a MongoDB (MONGODB_URI) and a
# JWT_SECRET: the embedded database's Java engine is not in it, and with NODE_ENV=production the
# server refuses to start without either. docker-compose.yml runs it; README "Scale out" runs two.
#   docker build -t bookstore .
#   docker run -p 3000:3000 -e MONGODB_URI=... -e JWT_SECRET=... bookstore

# Node 22 LTS (package.json's engines ask for 20.19 or later): argon2's prebuilt binaries use
# Node-API 10, which Node 20 lacks (there npm builds argon2 from source, with a compiler this
# image does not have). One tag for every stage, so dependencies are installed by the Node that
# runs them.
ARG NODE_IMAGE=node:22-bookworm-slim

# Build: every dependency, then `npm run build` (server/dist and client/dist).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY server/package.json server/
COPY client/package.json client/
# No install scripts: the image's npm (10) predates package.json's allowScripts (npm 11) and
# would run every one, usage analytics included. The build needs none of them.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY server/ server/
COPY client/ client/
RUN npm run build

# Production dependencies of the server workspace only: no client libraries, no dev tools.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
# argon2 ships prebuilt binaries for linux x64 and arm64 (glibc, as in this Debian image) and
# loads the one that fits when first required, so its install script (a check that one fits,
# else a build from source) is not needed either.
RUN npm ci --omit=dev --workspace server --no-audit --no-fund --ignore-scripts

# Runtime: only what runs, copied from the stages above; no source file and no package manager.
FROM ${NODE_IMAGE} AS runtime
# PORT is the server's default, set for the HEALTHCHECK to read.
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack /opt/yarn-* \
    /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg
# Everything below is owned by root and read-only to the store, which writes nothing in /app in
# production: images live in GridFS, mail goes by SMTP, GraphQL uploads pass through /tmp.
# The dependencies as npm laid them out: node_modules, and server/node_modules for the packages
# whose version there differs from the one at the root (@nestjs/passport, cookie).
COPY --from=deps /app ./
COPY --from=build /app/server/dist server/dist
# The client's build, page-shell.json included (.vite/, which the server reads and never serves).
COPY --from=build /app/client/dist client/dist
# The image's `node` user, by number so that a platform can see it is not root (runAsNonRoot).
USER 1000:1000
EXPOSE 3000
# /api/health answers 200 while the instance serves and reads its database, 503 otherwise.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/dist/main.js"]
