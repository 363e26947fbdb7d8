// The blog list (issue 7, admins only): filtered by status and topic, searched by title or address.
import { ARTICLE_STATUSES, ARTICLE_TOPIC_IDS, type StaffArticleQuery } from "@shop/contracts";
import type { LoaderFunctionArgs } from "react-router";
import { adminT } from "../../lib/admin/texts.server";
import { getStaffArticles } from "../../lib/api/staff-articles";
import { adminOf } from "../../lib/caller.server";

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | "" =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : "";

export async function articlesLoader(args: LoaderFunctionArgs) {
  const staff = await adminOf(args);
  const t = adminT(args);
  const search = args.url.searchParams;
  const page = /^[1-9]\d{0,3}$/.test(search.get("page") ?? "") ? Number(search.get("page")) : 1;
  const filters = {
    q: (search.get("q") ?? "").trim().slice(0, 100),
    status: oneOf(search.get("status"), ARTICLE_STATUSES),
    topic: oneOf(search.get("topic"), ARTICLE_TOPIC_IDS),
    page,
  };
  const query: StaffArticleQuery = {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.topic ? { topic: filters.topic } : {}),
    page,
  };
  const notice = search.get("notice");
  return {
    title: t("common.metaTitle", { page: t("common.nav.articles") }),
    filters,
    list: await getStaffArticles(staff.api, query),
    notice: notice === "deleted" ? t("articles.notices.deleted") : null,
  };
}
