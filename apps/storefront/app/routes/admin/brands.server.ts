// The brands page (issue 7, admins): the list, the create and edit form (?edit=<id>), deleting an unused brand.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { readBrandForm } from "../../components/admin/taxonomy/form-data";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { deleteStaffBrand, getStaffBrands, saveStaffBrand } from "../../lib/api/staff-taxonomy";
import { adminOf } from "../../lib/caller.server";
import { backWith, refusal, type TaxonomyAnswer } from "./categories.server";

const NOTICES = ["created", "updated", "deleted"] as const;

export async function brandsLoader(args: LoaderFunctionArgs) {
  const staff = await adminOf(args);
  const t = adminT(args);
  const { items } = await getStaffBrands(staff.api);
  const edit = Number(args.url.searchParams.get("edit"));
  const notice = NOTICES.find((known) => known === args.url.searchParams.get("notice"));
  return {
    title: t("common.metaTitle", { page: t("common.nav.brands") }),
    items,
    editing: items.find((item) => item.id === edit) ?? null,
    notice: notice ? t(`taxonomy.brands.${notice}`) : null,
  };
}

export async function brandsAction(args: ActionFunctionArgs) {
  const staff = await adminOf(args);
  const t = adminT(args);
  const form = await args.request.formData();
  const read = readBrandForm(form, staff.lang, t("common.invalid"));
  if (form.get("intent") === "delete") {
    if (read.id === null)
      return data<TaxonomyAnswer>({ messages: [t("common.invalid")], fieldErrors: {}, values: null, id: null }, { status: 400 });
    try {
      await deleteStaffBrand(staff.api, read.id);
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
    await saveStaffBrand(staff.api, read.id, read.input);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refusal(error, read.values, read.id);
  }
  return backWith(args, read.id === null ? "created" : "updated");
}
