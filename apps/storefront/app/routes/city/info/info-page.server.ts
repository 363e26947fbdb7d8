// The info pages (privacy policy, terms and conditions; privacy-policy.server.ts and terms.server.ts): the
// stored text in the page's language (English when that has none), from plain text, with its date.
import type { InfoPage, InfoPageSlug } from "@shop/contracts";
import { SHOP_TIME_ZONE } from "@shop/domain";
import type { LoaderFunctionArgs } from "react-router";
import type { InfoPageData } from "../../../components/content/info-article";
import { getInfoPage } from "../../../lib/api/content";
import { parseBody, summaryOf } from "../../../lib/content/body";
import { dateFormat } from "../../../lib/intl";
import { cityCrumb, cityOf, type PageData, pageNotFound, pageSeo, t } from "../../../lib/page.server";
import { cityPath } from "../../../lib/paths";
import { serverApi } from "../../../lib/runtime.server";
import { ttlCache } from "../../../lib/ttl-cache.server";

/** The same text for every visitor of a language: each process keeps it a minute (staff edits drop it). */
const pages = ttlCache<InfoPage | null>(60_000);

export type InfoPageLoaderData = InfoPageData & { page: PageData };

const DESCRIPTION = { "privacy-policy": "pages.privacyPolicy.description", "terms-and-conditions": "pages.terms.description" } as const;

export async function loadInfoPage(args: LoaderFunctionArgs, slug: InfoPageSlug): Promise<InfoPageLoaderData> {
  const { lang, city } = cityOf(args);
  const info = await pages(`${slug}:${lang}`, () => getInfoPage(serverApi(args.request, lang), slug));
  if (!info) pageNotFound(args.url);
  const body = parseBody(info.body);
  const description = summaryOf(body) || t(args)(DESCRIPTION[slug]);
  const date = dateFormat(lang, { dateStyle: "long", timeZone: SHOP_TIME_ZONE }).format(new Date(info.updatedAt));
  return {
    page: { seo: pageSeo(args, info.title, description), heading: info.title, crumbs: [cityCrumb(lang, city), { label: info.title }] },
    textLang: info.locale,
    body,
    updated: { iso: info.updatedAt, text: t(args)("content.info.lastUpdated", { date }) },
    contactsHref: cityPath(lang, city.slug, "contacts"),
  };
}
