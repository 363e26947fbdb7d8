# syntax=docker/dockerfile:1
# The shop's image (docs/deployment.md): the same commands as the quick start and CI (`npm ci`, `npm run build`,
# `npm start`'s entry), run as the unprivileged `node` user, with the readiness check as its health check.
# `docker build -t smoke-shop .` then `docker run -p 3000:3000 -v shop-data:/data smoke-shop` (embedded database),
# or compose.yaml (PostgreSQL, Redis, two replicas).

FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
COPY . .
# Every workspace's dependencies (tsx runs the server's TypeScript, as under `npm start`), then the storefront's build
# with the build-meta.json a start checks (apps/server/src/build.ts). Without it, every container's first start built
# the storefront again and crashed swapping the image's build folder (EXDEV: overlayfs cannot rename a folder of a
# lower layer); the test stops an image that would.
RUN npm ci --no-audit --no-fund && npm run build && test -f apps/storefront/build/build-meta.json

FROM node:20.20.2-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Ready: the database answers and every migration is applied (docs/operations.md).
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/v1/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is the main process (not npm), so that SIGTERM stops the shop gracefully and SIGHUP restarts its
# workers one at a time (`docker kill --signal HUP <container>`).
CMD ["node", "--import", "tsx", "apps/server/src/start.ts"]
