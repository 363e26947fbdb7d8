// One blog article (issue 7, admins only): its form with the four languages, its cover, deleting it. Every
// change posts here (Post/Redirect/Get: back to this page with a notice); a refused save shows the form again
// with what was typed and the server's messages next to the fields.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { type ArticleFormValues, articleInputOf, readArticleForm } from "../../components/admin/articles/form-values";
import { adminPath } from "../../lib/admin/paths";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import {
  deleteStaffArticle,
  findStaffArticle,
  removeArticleCover,
  saveStaffArticle,
  uploadArticleCover,
} from "../../lib/api/staff-articles";
import { staffApiFailure } from "../../lib/api/staff-coupons";
import { adminOf, type StaffCaller } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";

/** The cover upload's limit, checked here too so a huge file is not forwarded (the API checks again). */
const MAX_COVER_BYTES = 10 * 1024 * 1024;
const NOTICES = ["created", "saved", "coverSaved", "coverRemoved"] as const;

export interface ArticleActionData {
  /** Which part of the page the refusal belongs to. */
  part: "form" | "cover" | "delete";
  messages: string[];
  fieldErrors: Record<string, string>;
  values: ArticleFormValues | null;
}

const articleIdOf = (value: string | undefined) => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

export async function articleLoader(args: LoaderFunctionArgs) {
  const staff = await adminOf(args);
  const t = adminT(args);
  const id = articleIdOf(args.params.articleId);
  const article = id === null ? null : await findStaffArticle(staff.api, id);
  if (!article) pageNotFound(args.url);
  const notice = args.url.searchParams.get("notice") ?? "";
  const title = article.texts[staff.lang]?.title || article.texts.en?.title || article.slug;
  return {
    title: t("common.metaTitle", { page: title }),
    heading: title,
    article,
    notice: (NOTICES as readonly string[]).includes(notice) ? t(`articles.notices.${notice as (typeof NOTICES)[number]}`) : null,
  };
}

const refused = (failure: ArticleActionData, status: number) => data<ArticleActionData>(failure, { status });
const refusalOf = (part: ArticleActionData["part"], error: ApiError, values: ArticleFormValues | null = null) =>
  refused({ part, ...staffApiFailure(error), values }, error.statusCode);

/** Saves the posted form as a new article (id null) or this one; to the article's page with a notice. */
export async function saveArticleForm(staff: StaffCaller, args: ActionFunctionArgs, form: FormData, id: number | null) {
  const t = adminT(args);
  const values = readArticleForm(form);
  const read = articleInputOf(values);
  if ("problems" in read)
    return refused(
      { part: "form", messages: [t("common.invalid")], fieldErrors: { publishedAt: t("articles.problems.date") }, values },
      400,
    );
  try {
    const saved = await saveStaffArticle(staff.api, id, read.input);
    const notice = id === null ? "created" : "saved";
    return redirect(adminPath(staff.lang, "article", { articleId: String(saved.id) }, { notice }), 303);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refusalOf("form", error, values);
  }
}

export async function articleAction(args: ActionFunctionArgs) {
  const staff = await adminOf(args);
  const t = adminT(args);
  const id = articleIdOf(args.params.articleId);
  if (id === null) pageNotFound(args.url);
  const form = await args.request.formData();
  const intent = form.get("intent");
  const back = (notice: string) => redirect(adminPath(staff.lang, "article", { articleId: String(id) }, { notice }), 303);
  try {
    if (intent === "save") return await saveArticleForm(staff, args, form, id);
    if (intent === "cover") {
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0)
        return refused({ part: "cover", messages: [t("articles.cover.choose")], fieldErrors: {}, values: null }, 400);
      if (file.size > MAX_COVER_BYTES)
        return refused({ part: "cover", messages: [t("articles.cover.tooLarge")], fieldErrors: {}, values: null }, 413);
      await uploadArticleCover(staff.api, id, file);
      return back("coverSaved");
    }
    if (intent === "remove-cover") {
      await removeArticleCover(staff.api, id);
      return back("coverRemoved");
    }
    if (intent === "delete") {
      await deleteStaffArticle(staff.api, id);
      return redirect(adminPath(staff.lang, "articles", undefined, { notice: "deleted" }), 303);
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refusalOf(intent === "delete" ? "delete" : "cover", error);
  }
  return refused({ part: "form", messages: [t("common.invalid")], fieldErrors: {}, values: null }, 400);
}
