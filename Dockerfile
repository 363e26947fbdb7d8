# syntax=docker/dockerfile:1
# The shop's image (docs/deployment.md): built with the same commands as the quick start and CI (`npm ci`, `npm run
# build`), run as the unprivileged `node` user, with the readiness check as its health check. The runtime stage holds
# JavaScript built ahead of time (the server's bundle and the storefront's build, docs/adr/0032) and the production
# dependencies only. `docker build -t smoke-shop .` then `docker run -p 3000:3000 -v shop-data:/data smoke-shop`
# (embedded database), or compose.yaml (PostgreSQL, Redis, two replicas).

FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
COPY . .
# Every workspace's dependencies, then the server's bundle (apps/server/dist) and the storefront's build with the
# build-meta.json a start checks (`npm run build`; without it every container's first start built the storefront again
# and crashed swapping the image's build folder: overlayfs cannot rename a folder of a lower layer; the test stops an
# image that would), then the development dependencies go (tsx, esbuild, Vite and the test tools are build tools),
# and so do the packages' source maps, type declarations and Markdown files (70 MB that Node never reads), and the
# invoice font package's fonts and notes but the two the invoice PDF embeds (apps/api/src/invoicing/pdf/sheet.ts; 10 MB),
# exceljs's browser bundles and React DOM's development builds (Node loads neither in production; 11 MB), and the
# server bundle's source maps (no source map is read at run time; 6 MB).
RUN npm ci --no-audit --no-fund && npm run build && test -f apps/storefront/build/build-meta.json \
  && test -f apps/server/dist/serve.mjs && npm prune --omit=dev --no-audit --no-fund \
  && find node_modules apps/api/node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.md' \) -delete \
  && find node_modules/dejavu-fonts-ttf -type f ! -name 'DejaVuSansCondensed.ttf' ! -name 'DejaVuSansCondensed-Bold.ttf' ! -name LICENSE ! -name package.json -delete \
  && test -f node_modules/dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf \
  && rm -rf node_modules/exceljs/dist && find node_modules/react-dom/cjs -name '*.development.js' -delete \
  && rm -f apps/server/dist/*.map

FROM node:20.20.2-bookworm-slim AS runtime
# glibc's malloc: two arenas, blocks from 128 KB mapped on their own (returned once freed; docs/adr/0032).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
# The production dependencies (a workspace's own, apps/api/node_modules, holds a version apart from the hoisted one),
# the built server and storefront, and the package files that say they are ES modules. No sources: a start uses the
# builds as they are (apps/server/bundle.mjs, src/storefront-build.ts).
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/api/node_modules ./apps/api/node_modules
COPY --from=build /app/apps/server/package.json /app/apps/server/start.mjs /app/apps/server/bundle.mjs /app/apps/server/reload.mjs ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/storefront/package.json ./apps/storefront/
COPY --from=build /app/apps/storefront/build ./apps/storefront/build
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
