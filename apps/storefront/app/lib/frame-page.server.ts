// Page frames: each screen that a later capability fills already has its layout, localised title
// and meta description, and breadcrumbs; its body names what will be there.
import { normalizeOrderId } from "@shop/domain";
import type { LoaderFunctionArgs } from "react-router";
import { type Crumb, cityCrumb, cityOf, type PageData, pageNotFound, pageSeo, t } from "./page.server";
import { type CityPage, cityPath } from "./paths";

export type FrameKey = Exclude<CityPage, "home"> | "blog" | "article";

export interface FrameData {
  page: PageData & { coming: string };
}

type Translate = (key: string, vars?: Record<string, string>) => string;

interface FrameOptions {
  /** Pages shown as breadcrumbs between the city and this page. */
  parents?: CityPage[];
  /** The route's validate check (spec section 2); false gives a fatal 404. */
  validate?: (params: LoaderFunctionArgs["params"]) => boolean;
  vars?: (params: LoaderFunctionArgs["params"]) => Record<string, string>;
}

function frame(args: LoaderFunctionArgs, key: FrameKey, vars: Record<string, string>, crumbs: Crumb[]): FrameData {
  const tt = t(args) as unknown as Translate;
  const title = tt(`pages.${key}.title`, vars);
  return {
    page: {
      seo: pageSeo(args, title, tt(`pages.${key}.description`, vars)),
      heading: title,
      crumbs: [...crumbs, { label: title }],
      coming: tt(`pages.${key}.coming`, vars),
    },
  };
}

export function cityFrameLoader(key: Exclude<FrameKey, "blog" | "article">, options: FrameOptions = {}) {
  return (args: LoaderFunctionArgs): FrameData => {
    const { lang, city } = cityOf(args);
    if (options.validate && !options.validate(args.params)) pageNotFound(args.url);
    const tt = t(args) as unknown as Translate;
    const vars = { city: city.names[lang], ...options.vars?.(args.params) };
    const parents = (options.parents ?? []).map((page) => ({
      label: tt(`pages.${page}.title`, vars),
      href: cityPath(lang, city.slug, page),
    }));
    return frame(args, key, vars, [cityCrumb(lang, city), ...parents]);
  };
}

/** Slugs of products and categories: lower-case words joined by hyphens. */
export const isSlug = (value: string | undefined) => !!value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120;
/** Order ids are 13 characters of Crockford's base32 (decisions.md), as a customer may type them. */
export const isOrderId = (value: string | undefined) => !!value && normalizeOrderId(value) !== null;
/** Blog articles are addressed by a number or a slug. */
export const isArticleId = (value: string | undefined) => !!value && (/^[1-9][0-9]{0,9}$/.test(value) || isSlug(value));
