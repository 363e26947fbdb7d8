// The frame of the account pages (auth and cabinet): localised title and description, breadcrumbs,
// and no indexing (they are personal or transient).
import type { LoaderFunctionArgs } from "react-router";
import { type Crumb, cityCrumb, cityOf, type PageData, pageSeo, publicOrigin, t } from "../page.server";
import { type CityPage, cityPath } from "../paths";

type Translate = (key: string, vars?: Record<string, string>) => string;

export function accountPage(args: Pick<LoaderFunctionArgs, "context" | "url">, key: CityPage, parents: CityPage[] = []): PageData {
  const { lang, city } = cityOf(args);
  const tt = t(args) as unknown as Translate;
  const title = tt(`pages.${key}.title`);
  const crumbs: Crumb[] = [
    cityCrumb(lang, city),
    ...parents.map((page) => ({ label: tt(`pages.${page}.title`), href: cityPath(lang, city.slug, page) })),
    { label: title },
  ];
  return { seo: { ...pageSeo(args, title, tt(`pages.${key}.description`)), robots: "noindex, nofollow" }, heading: title, crumbs };
}

/** The absolute address of a page an e-mail links to (the API accepts it only on the shop's public origin). */
export function callbackUrl(args: Pick<LoaderFunctionArgs, "context" | "url">, page: "verifyEmail" | "passwordRestoreFinish"): string {
  const { lang, city } = cityOf(args);
  return `${publicOrigin()}${cityPath(lang, city.slug, page)}`;
}
