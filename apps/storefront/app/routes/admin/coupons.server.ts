// The coupons page (issue 7, admins only): the list with its filters and, on ?edit=new or ?edit=<id>, the
// coupon's form. Saving and deleting post here; success goes back to the list with a notice (Post/Redirect/Get),
// a refusal shows the form again with what was typed and a message next to each field.
import { COUPON_STATES, type StaffCouponQuery } from "@shop/contracts";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import { type CouponFormValues, couponInputOf, readCouponForm, toFormPaths } from "../../components/admin/coupons/form-values";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { deleteStaffCoupon, findStaffCoupon, getStaffCoupons, saveStaffCoupon, staffApiFailure } from "../../lib/api/staff-coupons";
import { adminOf } from "../../lib/caller.server";

const FILTER_KEYS = ["q", "state", "owner", "page"] as const;

const idOf = (value: FormDataEntryValue | string | null) =>
  typeof value === "string" && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

function filtersOf(search: URLSearchParams) {
  const state = search.get("state") ?? "";
  const owner = search.get("owner") ?? "";
  const page = idOf(search.get("page")) ?? 1;
  return {
    q: (search.get("q") ?? "").trim().slice(0, 40),
    state: (COUPON_STATES as readonly string[]).includes(state) ? state : "",
    owner: owner === "personal" || owner === "public" ? owner : "",
    page: Math.min(page, 10_000),
  };
}

export async function couponsLoader(args: LoaderFunctionArgs) {
  const staff = await adminOf(args);
  const t = adminT(args);
  const search = args.url.searchParams;
  const filters = filtersOf(search);
  const edit = search.get("edit");
  const editId = idOf(edit);
  const query: StaffCouponQuery = {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.state ? { state: filters.state as StaffCouponQuery["state"] } : {}),
    ...(filters.owner ? { owner: filters.owner as StaffCouponQuery["owner"] } : {}),
    page: filters.page,
  };
  const [list, editing] = await Promise.all([getStaffCoupons(staff.api, query), editId ? findStaffCoupon(staff.api, editId) : null]);
  const notice = search.get("notice");
  const code = (search.get("code") ?? "").slice(0, 40);
  return {
    title: t("common.metaTitle", { page: t("common.nav.coupons") }),
    filters,
    list,
    editor: edit === "new" ? { coupon: null } : editing ? { coupon: editing } : null,
    gone: editId !== null && !editing,
    notice: notice === "created" || notice === "saved" || notice === "deleted" ? t(`coupons.notices.${notice}`, { code }) : null,
  };
}

export interface CouponActionData {
  messages: string[];
  fieldErrors: Record<string, string>;
  /** What was typed (a refused save), shown again. */
  values: CouponFormValues | null;
}

/** The list again, with its filters, and a notice. */
function backToList(args: ActionFunctionArgs, notice: Record<string, string>) {
  const back = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = args.url.searchParams.get(key);
    if (value) back.set(key, value);
  }
  for (const [key, value] of Object.entries(notice)) back.set(key, value);
  return redirect(`${args.url.pathname}?${back}`, 303);
}

const refused = (failure: CouponActionData, status: number) => data<CouponActionData>(failure, { status });

export async function couponsAction(args: ActionFunctionArgs) {
  const staff = await adminOf(args);
  const t = adminT(args);
  const form = await args.request.formData();
  const intent = form.get("intent");
  const id = idOf(form.get("id"));
  if (intent === "delete" && id !== null) {
    try {
      await deleteStaffCoupon(staff.api, id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return refused({ ...staffApiFailure(error), values: null }, error.statusCode);
    }
    return backToList(args, { notice: "deleted" });
  }
  if (intent !== "save") return refused({ messages: [t("common.invalid")], fieldErrors: {}, values: null }, 400);
  const values = readCouponForm(form);
  const read = couponInputOf(values);
  if (read.problems) {
    const fieldErrors = Object.fromEntries(
      Object.entries(read.problems).map(([path, problem]) => [path, t(`coupons.problems.${problem}`)]),
    );
    return refused({ messages: [t("common.invalid")], fieldErrors, values }, 400);
  }
  try {
    const saved = await saveStaffCoupon(staff.api, id, read.input);
    return backToList(args, { notice: id === null ? "created" : "saved", code: saved.code });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const failure = staffApiFailure(error);
    return refused({ messages: failure.messages, fieldErrors: toFormPaths(failure.fieldErrors, read.rows), values }, error.statusCode);
  }
}
