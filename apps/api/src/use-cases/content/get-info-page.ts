import { INFO_PAGE_SLUGS, type InfoPage, type InfoPageSlug } from "@shop/contracts";
import { type Db, findInfoPage } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../core/app-error";

const isInfoPageSlug = (slug: string): slug is InfoPageSlug => (INFO_PAGE_SLUGS as readonly string[]).includes(slug);

/** An info page in the caller's language, falling back to English; NOT_FOUND for another slug or a page without text. */
export async function getInfoPage(db: Db, slug: string, locale: Locale): Promise<InfoPage> {
  if (!isInfoPageSlug(slug)) throw new AppError("NOT_FOUND");
  const page = await findInfoPage(db, slug, locale);
  if (!page) throw new AppError("NOT_FOUND");
  return { slug, locale: page.locale, title: page.title, body: page.body, updatedAt: page.updatedAt.toISOString() };
}
