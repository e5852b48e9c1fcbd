# The site's image: built with dev dependencies, run with production ones and the build output
# (docs/deploy.md, decision 218). Build: docker build -t samachar .
# Node 24 LTS on Debian bookworm in both stages: the native modules installed or compiled in the
# first (better-sqlite3, sharp, @node-rs/argon2) run unchanged in the second.
FROM node:24-bookworm-slim AS build
# better-sqlite3 12 is installed beside 13 (decision 071) and compiles from source when no prebuilt
# binary matches; 13, the one Node 24 loads, ships its own.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --include=dev
COPY . .
# The bundle keeps packages external; every package it imports is a production dependency.
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/var/lib/news
WORKDIR /app
# Root owns the code; the server's user may write only DATA_DIR (mount a volume there).
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# For `npm run backup` and `npm run restore FILE` inside the container.
COPY --from=build /app/scripts ./scripts
RUN mkdir -p /var/lib/news && chown node:node /var/lib/news && chmod 700 /var/lib/news
USER node
EXPOSE 3000
# Liveness only: /readyz answers 503 while Redis, the database or the bucket is away (decision 206).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) lets the requests in flight finish within 10 s: give `docker stop -t 20`
# or compose's stop_grace_period room for it.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "build/server/main.js"]
