// The redirects page (issue 7, admins only): the list with its search, a form to create one and, on
// ?edit=<id>, to change one. Saving and deleting post here (the back office's CRUD action).
import type { LoaderFunctionArgs } from "react-router";
import { RedirectFormFields } from "../../components/admin/redirects/redirect-form";
import { crudAction } from "../../lib/admin/crud.server";
import { adminT } from "../../lib/admin/texts.server";
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
    notice:
      notice === "created" || notice === "deleted"
        ? t(`redirects.notices.${notice}`, { from })
        : notice === "updated"
          ? t("redirects.notices.saved", { from })
          : null,
  };
}

/** Saving and deleting a redirect: its form's schema and the API's calls (lib/admin/crud.server.ts does the rest). */
export const redirectsAction = crudAction({
  schema: RedirectFormFields,
  save: saveStaffRedirect,
  remove: deleteStaffRedirect,
  keep: ["q", "page"],
  noticeOf: (saved) => ({ from: saved.fromPath }),
});
