// The categories page (issue 7, admins): the tree with the four names side by side, the create and edit form
// (?edit=<id>), deleting an unused category.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { issuesByField, readCategoryForm } from "../../components/admin/taxonomy/form-data";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { offerErrorMessages } from "../../lib/api/staff-offers";
import { deleteStaffCategory, getStaffCategories, saveStaffCategory } from "../../lib/api/staff-taxonomy";
import { adminOf } from "../../lib/caller.server";

const NOTICES = ["created", "updated", "deleted"] as const;

export async function categoriesLoader(args: LoaderFunctionArgs) {
  const staff = await adminOf(args);
  const t = adminT(args);
  const { items } = await getStaffCategories(staff.api);
  const edit = Number(args.url.searchParams.get("edit"));
  const notice = NOTICES.find((known) => known === args.url.searchParams.get("notice"));
  return {
    title: t("common.metaTitle", { page: t("common.nav.categories") }),
    items,
    editing: items.find((item) => item.id === edit) ?? null,
    notice: notice ? t(`taxonomy.categories.${notice}`) : null,
  };
}

export type TaxonomyAnswer = {
  messages: string[];
  fieldErrors: Record<string, string>;
  values: Record<string, string> | null;
  id: number | null;
};

/** Back to the list (Post/Redirect/Get) with a notice, out of the edit form. */
export function backWith(args: ActionFunctionArgs, notice: string) {
  const back = new URLSearchParams(args.url.searchParams);
  back.delete("edit");
  back.set("notice", notice);
  return redirect(`${args.url.pathname}?${back}`, 303);
}

/** A refusal of the API as the form's answer. */
export function refusal(error: ApiError, values: Record<string, string> | null, id: number | null) {
  const fieldErrors = issuesByField(error.body);
  const messages = Object.keys(fieldErrors).length ? [error.message] : offerErrorMessages(error);
  return data<TaxonomyAnswer>({ messages, fieldErrors, values, id }, { status: error.statusCode });
}

export async function categoriesAction(args: ActionFunctionArgs) {
  const staff = await adminOf(args);
  const t = adminT(args);
  const form = await args.request.formData();
  const read = readCategoryForm(form, staff.lang, t("common.invalid"));
  if (form.get("intent") === "delete") {
    if (read.id === null)
      return data<TaxonomyAnswer>({ messages: [t("common.invalid")], fieldErrors: {}, values: null, id: null }, { status: 400 });
    try {
      await deleteStaffCategory(staff.api, read.id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return refusal(error, null, read.id);
    }
    return backWith(args, "deleted");
  }
  if (!read.input)
    return data<TaxonomyAnswer>(
      { messages: [t("common.invalid")], fieldErrors: read.fieldErrors, values: read.values, id: read.id },
      { status: 400 },
    );
  try {
    await saveStaffCategory(staff.api, read.id, read.input);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refusal(error, read.values, read.id);
  }
  return backWith(args, read.id === null ? "created" : "updated");
}
