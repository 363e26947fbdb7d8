// A Vite plugin: the shop's route manifest beside React Router's (docs/adr/0007, addendum of issue 35;
// app/lib/shop-manifest.server.ts names it in the pages). React Router writes its browser manifest while the
// server is built; then this writes a copy without the back office's routes and with a door in their place (a
// route on /{lang}/admin/* whose code loads the address as a new document), the door's module, and the two
// manifests' addresses for the server (shop-manifest.json beside the server build).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { BACK_OFFICE_ROUTE, type ManifestPair } from "./app/lib/shop-manifest.server.ts";
import { compressBeside } from "./precompress.ts";

interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  [field: string]: unknown;
}

export interface BrowserManifest {
  routes: Record<string, RouteEntry>;
  url: string;
  [field: string]: unknown;
}

const PREFIX = "window.__reactRouterManifest=";
export const DOOR_ID = "back-office-door";
/** The door's module: a navigation to the back office from a shop page becomes a document load. */
const DOOR_MODULE =
  "export function clientLoader({request}){location.assign(request.url);return new Promise(function(){})}\nexport default function BackOfficeDoor(){return null}\n";

const hash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 8);

/** The manifest without the back office's routes, with the door in their place, at `url`. */
export function shopManifestOf(full: BrowserManifest, door: string, url: string): BrowserManifest {
  const backOffice = full.routes[BACK_OFFICE_ROUTE];
  if (!backOffice) throw new Error(`the route manifest has no ${BACK_OFFICE_ROUTE}`);
  const inBackOffice = (route: RouteEntry | undefined): boolean =>
    !!route && (route.id === BACK_OFFICE_ROUTE || inBackOffice(route.parentId ? full.routes[route.parentId] : undefined));
  const routes: Record<string, RouteEntry> = {};
  for (const [id, route] of Object.entries(full.routes)) {
    // A route's preloads in one order (the order they load in does not matter): the same lists compress as one.
    if (!inBackOffice(route)) routes[id] = Array.isArray(route.imports) ? { ...route, imports: [...route.imports].sort() } : route;
    else if (id === BACK_OFFICE_ROUTE)
      routes[DOOR_ID] = {
        id: DOOR_ID,
        parentId: backOffice.parentId,
        path: `${backOffice.path}/*`,
        hasAction: false,
        hasLoader: false,
        hasClientAction: false,
        hasClientLoader: true,
        hasClientMiddleware: false,
        hasDefaultExport: true,
        hasErrorBoundary: false,
        module: door,
        imports: [],
        css: [],
      };
  }
  return { ...full, routes, url };
}

/** React Router's manifest file in the client build's assets (the newest, should an old one be there). */
function fullManifestFile(assets: string): string {
  const names = readdirSync(assets).filter((name) => /^manifest-[0-9a-f]+\.js$/.test(name));
  if (names.length === 0) throw new Error(`no route manifest in ${assets}`);
  return names.map((name) => join(assets, name)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0] as string;
}

export function shopManifest(): Plugin {
  let clientDir = "";
  let serverDir = "";
  return {
    name: "shop:shop-manifest",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    configResolved(config) {
      clientDir = config.environments.client?.build.outDir ?? "";
      serverDir = config.environments.ssr?.build.outDir ?? "";
    },
    async writeBundle() {
      const assets = join(clientDir, "assets");
      const file = fullManifestFile(assets);
      const full = JSON.parse(readFileSync(file, "utf8").slice(PREFIX.length).replace(/;\s*$/, "")) as BrowserManifest;
      const doorName = `back-office-door-${hash(DOOR_MODULE)}.js`;
      writeFileSync(join(assets, doorName), DOOR_MODULE);
      const shop = shopManifestOf(full, `/assets/${doorName}`, "");
      const text = (url: string) => `${PREFIX}${JSON.stringify({ ...shop, url })};`;
      const shopName = `manifest-shop-${hash(text(""))}.js`;
      writeFileSync(join(assets, shopName), text(`/assets/${shopName}`));
      await compressBeside(join(assets, shopName));
      const pair: ManifestPair = { full: full.url, shop: `/assets/${shopName}` };
      writeFileSync(join(serverDir, "shop-manifest.json"), `${JSON.stringify(pair)}\n`);
    },
  };
}
