// A new blog article (issue 7, admins only): the empty form; saving goes to the article's own page, where its
// cover can be uploaded.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { adminT } from "../../lib/admin/texts.server";
import { adminOf } from "../../lib/caller.server";
import { saveArticleForm } from "./article.server";

export async function newArticleLoader(args: LoaderFunctionArgs) {
  await adminOf(args);
  const t = adminT(args);
  return { title: t("common.metaTitle", { page: t("articles.newTitle") }) };
}

export async function newArticleAction(args: ActionFunctionArgs) {
  const staff = await adminOf(args);
  return saveArticleForm(staff, args, await args.request.formData(), null);
}
