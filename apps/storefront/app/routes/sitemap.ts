import { LOCALES } from "@shop/domain";
import { getSitemapEntries } from "../lib/api/catalogue";
import { sitemapXml } from "../lib/catalogue/sitemap";
import { publicOrigin } from "../lib/page.server";
import { serverApi } from "../lib/runtime.server";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml (a resource route; the guards let it through without a locale). */
export async function loader({ request }: Route.LoaderArgs) {
  const entries = await getSitemapEntries(serverApi(request, "en"));
  return new Response(sitemapXml(publicOrigin(), entries, LOCALES), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600, s-maxage=3600" },
  });
}
