# syntax=docker/dockerfile:1
# The shop's image (docs/deployment.md): built with the same commands as the quick start and CI (`npm ci`, `npm run
# build`), run as the unprivileged `node` user, with the readiness check as its health check. The runtime stage holds
# JavaScript built ahead of time (the server's bundle and the storefront's build, docs/adr/0032) and the files of the
# production dependencies that it loads, nothing else. `docker build -t smoke-shop .` then
# `docker run -p 3000:3000 -v shop-data:/data smoke-shop` (embedded database), or compose.yaml (PostgreSQL, Redis, two
# replicas).

FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
COPY . .
# Every workspace's dependencies, then the server's bundle (apps/server/dist) and the storefront's build with the
# build-meta.json a start checks (`npm run build`; without it every container's first start built the storefront again
# and crashed swapping the image's build folder: overlayfs cannot rename a folder of a lower layer; the test stops an
# image that would), then the runtime files only into /runtime (apps/server/runtime-copy.mjs): the builds without
# source maps, the package files, and of node_modules the files the built JavaScript loads, traced by @vercel/nft
# (61 MB where the production install held 121 after a clean-up: whole packages, with every module format, sources
# and test data).
# npm 11 first, the project's (README): the base image's npm 10.8.2 takes the lock file for out of date (Vite's
# optional peer esbuild, deduplicated to drizzle-kit's older one, is a conflict npm 11 leaves alone) and stops.
RUN npm install --global --no-audit --no-fund npm@11.19.1 && npm ci --no-audit --no-fund && npm run build \
  && test -f apps/storefront/build/build-meta.json && test -f apps/server/dist/serve.mjs \
  && node apps/server/runtime-copy.mjs /runtime

FROM node:20.20.2-bookworm-slim AS runtime
# glibc's malloc: two arenas, blocks from 128 KB mapped on their own (returned once freed; docs/adr/0032).
# npm without its update check: `docker exec <container> npm run reload` says nothing else and asks no registry.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 \
  NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# No source: a start uses the builds as they are (apps/server/bundle.mjs, src/storefront-build.ts). The browser
# tests run the shop from the same copy (e2e/run.ts), so a file a feature opens is not found missing here only.
COPY --from=build /runtime ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Ready: the database answers and every migration is applied (docs/operations.md).
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/v1/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is the main process (not npm), so that SIGTERM stops the shop gracefully and SIGHUP restarts its
# workers one at a time (`docker kill --signal HUP <container>`, or `docker exec <container> npm run reload`).
CMD ["node", "apps/server/dist/serve.mjs"]
