// The redirects page (issue 7, admins only): the list with its search, a form to create one and, on
// ?edit=<id>, to change one. Saving and deleting post here; success goes back to the list with a notice
// (Post/Redirect/Get), a refusal shows the form again with what was typed and the server's message.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import type { RedirectFormValues } from "../../components/admin/redirects/redirect-form";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { staffApiFailure } from "../../lib/api/staff-coupons";
import { deleteStaffRedirect, findStaffRedirect, getStaffRedirects, saveStaffRedirect } from "../../lib/api/staff-redirects";
import { adminOf } from "../../lib/caller.server";

const idOf = (value: FormDataEntryValue | string | null) =>
  typeof value === "string" && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

export async function redirectsLoader(args: LoaderFunctionArgs) {
  const staff = await adminOf(args);
  const t = adminT(args);
  const search = args.url.searchParams;
  const q = (search.get("q") ?? "").trim().slice(0, 200);
  const page = Math.min(idOf(search.get("page")) ?? 1, 10_000);
  const editId = idOf(search.get("edit"));
  const [list, editing] = await Promise.all([
    getStaffRedirects(staff.api, { ...(q ? { q } : {}), page }),
    editId ? findStaffRedirect(staff.api, editId) : null,
  ]);
  const notice = search.get("notice");
  const from = (search.get("from") ?? "").slice(0, 2048);
  return {
    title: t("common.metaTitle", { page: t("common.nav.redirects") }),
    q,
    page,
    list,
    editing,
    gone: editId !== null && !editing,
    notice: notice === "created" || notice === "saved" || notice === "deleted" ? t(`redirects.notices.${notice}`, { from }) : null,
  };
}

export interface RedirectActionData {
  /** The form the refusal belongs to: "save" (the form) or "delete" (the list). */
  intent: "save" | "delete";
  messages: string[];
  fieldErrors: Record<string, string>;
  values: RedirectFormValues | null;
}

function backToList(args: ActionFunctionArgs, notice: Record<string, string>) {
  const back = new URLSearchParams();
  for (const key of ["q", "page"]) {
    const value = args.url.searchParams.get(key);
    if (value) back.set(key, value);
  }
  for (const [key, value] of Object.entries(notice)) back.set(key, value);
  return redirect(`${args.url.pathname}?${back}`, 303);
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, 2048) : "";
};

export async function redirectsAction(args: ActionFunctionArgs) {
  const staff = await adminOf(args);
  const t = adminT(args);
  const form = await args.request.formData();
  const intent = form.get("intent");
  const id = idOf(form.get("id"));
  if (intent === "delete" && id !== null) {
    try {
      await deleteStaffRedirect(staff.api, id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return data<RedirectActionData>({ intent: "delete", ...staffApiFailure(error), values: null }, { status: error.statusCode });
    }
    return backToList(args, { notice: "deleted" });
  }
  const values: RedirectFormValues = {
    fromPath: text(form, "fromPath"),
    toPath: text(form, "toPath"),
    status: text(form, "status") === "302" ? "302" : "301",
  };
  if (intent !== "save")
    return data<RedirectActionData>({ intent: "save", messages: [t("common.invalid")], fieldErrors: {}, values }, { status: 400 });
  try {
    const saved = await saveStaffRedirect(staff.api, id, { ...values, status: values.status === "302" ? 302 : 301 });
    return backToList(args, { notice: id === null ? "created" : "saved", from: saved.fromPath });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<RedirectActionData>({ intent: "save", ...staffApiFailure(error), values }, { status: error.statusCode });
  }
}
