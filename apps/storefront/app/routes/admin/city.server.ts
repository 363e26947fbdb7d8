// One city in the back office (issue 7): its names and status (admins), delivery fees and stores (admins and
// the city's managers; another city's page is the 404 page, as the API answers). Every form posts here; the
// API decides, a refusal comes back with its messages beside the fields (Post/Redirect/Get on success).
import type { Locale } from "@shop/domain";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import type { CityFormAnswer } from "../../components/admin/cities/answer";
import {
  formFieldOf,
  type Parsed,
  parseCityForm,
  parseFeesForm,
  parseStoreForm,
  valuesOf,
} from "../../components/admin/cities/parse-forms";
import type { FieldErrors } from "../../lib/admin/form";
import { adminPath } from "../../lib/admin/paths";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { getStaffCity, saveDeliveryFees, saveStore, updateCity } from "../../lib/api/staff-cities";
import { staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";

const NOTICES = ["created", "city", "fees", "store", "storeCreated"] as const;
export type CityNotice = (typeof NOTICES)[number];

export async function cityLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const city = await findCity(staff.api, args.params.citySlug ?? "", args.url);
  const notice = NOTICES.find((value) => value === args.url.searchParams.get("notice")) ?? null;
  const saved = Number(args.url.searchParams.get("store"));
  return {
    title: t("common.metaTitle", { page: city.names[staff.lang] }),
    city,
    isAdmin: staff.isAdmin,
    notice,
    savedStore: Number.isInteger(saved) && saved > 0 ? saved : null,
  };
}

async function findCity(api: Parameters<typeof getStaffCity>[0], slug: string, url: URL) {
  try {
    return await getStaffCity(api, slug);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) pageNotFound(url);
    throw error;
  }
}

/** A refused form: its messages and field messages, and what was typed. */
export function refusal(form: string, formData: FormData, status: number, fieldErrors: FieldErrors, messages: string[]) {
  return data<CityFormAnswer>({ form, messages, fieldErrors, values: valuesOf(formData) }, { status });
}

/** The API refused: its issues on the form's fields, its message above them. */
export function apiRefusal(form: string, formData: FormData, error: unknown, days: readonly number[] = []) {
  if (!(error instanceof ApiError)) throw error;
  const fieldErrors: FieldErrors = {};
  const issues = (error.body as { issues?: Array<{ path?: unknown; message?: unknown }> } | null)?.issues ?? [];
  for (const issue of issues) {
    if (typeof issue.path !== "string" || typeof issue.message !== "string") continue;
    const field = formFieldOf(issue.path, days);
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return refusal(form, formData, error.statusCode, fieldErrors, [error.message]);
}

function invalid<T>(form: string, formData: FormData, parsed: Parsed<T>, message: string) {
  return refusal(form, formData, 400, parsed.ok ? {} : parsed.fieldErrors, [message]);
}

export async function cityAction(args: ActionFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const slug = args.params.citySlug ?? "";
  const formData = await args.request.formData();
  const intent = formData.get("intent");
  const back = (notice: CityNotice, storeId?: number) =>
    redirect(`${adminPath(staff.lang, "city", { citySlug: slug }, { notice, store: storeId })}${storeId ? `#store-${storeId}` : ""}`, 303);
  const lang: Locale = staff.lang;
  if (intent === "city") {
    if (!staff.isAdmin) pageNotFound(args.url);
    const parsed = parseCityForm(formData, lang);
    if (!parsed.ok) return invalid("city", formData, parsed, t("common.invalid"));
    try {
      await updateCity(staff.api, slug, parsed.value);
    } catch (error) {
      return apiRefusal("city", formData, error);
    }
    return back("city");
  }
  if (intent === "fees") {
    const parsed = parseFeesForm(formData, lang);
    if (!parsed.ok) return invalid("fees", formData, parsed, t("common.invalid"));
    try {
      await saveDeliveryFees(staff.api, slug, parsed.value);
    } catch (error) {
      return apiRefusal("fees", formData, error);
    }
    return back("fees");
  }
  if (intent === "store") {
    const storeId = formData.has("storeId") ? Number(formData.get("storeId")) : null;
    if (storeId !== null && !(Number.isInteger(storeId) && storeId > 0)) pageNotFound(args.url);
    const form = storeId === null ? "new-store" : `store-${storeId}`;
    const parsed = parseStoreForm(formData, lang);
    if (!parsed.ok) return invalid(form, formData, parsed, t("common.invalid"));
    let saved: { id: number };
    try {
      saved = await saveStore(staff.api, slug, storeId, parsed.value);
    } catch (error) {
      return apiRefusal(form, formData, error, parsed.days);
    }
    return back(storeId === null ? "storeCreated" : "store", saved.id);
  }
  return refusal("", formData, 400, {}, [t("common.invalid")]);
}
