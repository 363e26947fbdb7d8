// The route manifest a page names (docs/adr/0007, addendum of issue 35). React Router's browser manifest lists every
// route; the back office's 40 of them were 2 KB gzip of every storefront page's first download. The build writes a
// second one without them (shop-manifest.ts beside vite.config.ts): a page outside the back office names that one;
// a back-office page (or its 404) the whole one. In place of the back office the shop's manifest has a door: a route
// on /{lang}/admin/* whose only code loads the address as a new document, which then names the whole manifest.
import { readFileSync } from "node:fs";
import type { EntryContext } from "react-router";

/** The back office's layout route: it and every route under it are the back office (routes.ts). */
export const BACK_OFFICE_ROUTE = "routes/admin/layout";

/** The build's two manifests (`shop-manifest.json` beside the server build). */
export interface ManifestPair {
  /** React Router's, with every route. */
  full: string;
  /** The shop's, without the back office. */
  shop: string;
}

let pair: ManifestPair | null | undefined;

/** The pair of the build this code is part of; none outside a build (development server, tests). */
function buildPair(): ManifestPair | null {
  if (pair === undefined) {
    try {
      pair = JSON.parse(readFileSync(new URL("./shop-manifest.json", import.meta.url), "utf8")) as ManifestPair;
    } catch {
      pair = null;
    }
  }
  return pair;
}

/** The render's context, naming the shop's manifest unless the page is the back office's. */
export function withShopManifest(context: EntryContext, manifests: ManifestPair | null = buildPair()): EntryContext {
  if (!manifests || context.manifest.url !== manifests.full) return context;
  if (context.staticHandlerContext.matches.some((match) => match.route.id === BACK_OFFICE_ROUTE)) return context;
  return { ...context, manifest: { ...context.manifest, url: manifests.shop } };
}
