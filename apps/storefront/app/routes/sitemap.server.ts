import { isLocale, LOCALES } from "@shop/domain";
import type { LoaderFunctionArgs } from "react-router";
import { getSitemapEntries } from "../lib/api/catalogue";
import { sitemapXml } from "../lib/catalogue/sitemap";
import { publicOrigin } from "../lib/page.server";
import { getRuntime, serverApi } from "../lib/runtime.server";

/** Every page of every language, on the canonical origin, from the API's list of cities, products and articles. */
export async function serveSitemap({ request }: LoaderFunctionArgs) {
  const entries = await getSitemapEntries(serverApi(request, "en"));
  const defaultLocale = getRuntime().publicEnv.DEFAULT_LOCALE;
  return new Response(sitemapXml(publicOrigin(), entries, LOCALES, isLocale(defaultLocale) ? defaultLocale : "en"), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600, s-maxage=3600" },
  });
}
