// The offers page (issue 7): a city's offers (searched, paged) with its CSV export and import (preview, then
// apply), or with ?product= one product's offers in every city, saved as one form.
import type { OffersImportResult } from "@shop/contracts";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MiddlewareFunction, redirect } from "react-router";
import { apiIssues, productOffersBody, readProductOffersForm } from "../../components/admin/offers/product-form";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import {
  exportOffersCsv,
  getCityOffers,
  getProductOffers,
  importOffersCsv,
  offerErrorMessages,
  saveProductOffers,
  unlessNotFound,
} from "../../lib/api/staff-offers";
import { type StaffCaller, staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";

const MAX_CSV_BYTES = 5_000_000;
const positive = (value: string | null): number | null => (value && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null);

/**
 * ?format=csv: the city's offers as a CSV download. A loader's Response would be read as page data, so the
 * page's middleware answers it before any loader runs (a plain link, so it works without JavaScript).
 */
export const offersCsvMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  if (args.request.method !== "GET" || args.url.searchParams.get("format") !== "csv") return next();
  const staff = await staffOf(args);
  const city = args.url.searchParams.get("city") ?? "";
  const csv = city ? await unlessNotFound(exportOffersCsv(staff.api, city)) : null;
  if (csv === null) pageNotFound(args.url);
  const day = new Date().toISOString().slice(0, 10);
  // The API sends a byte order mark (spreadsheets need it for Polish and Cyrillic letters); reading text drops it.
  return new Response(csv.startsWith("\uFEFF") ? csv : `\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="offers-${encodeURIComponent(city)}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
};

export async function offersLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const search = args.url.searchParams;
  if (search.has("product")) {
    const productId = positive(search.get("product"));
    const table = productId === null ? null : await unlessNotFound(getProductOffers(staff.api, productId));
    if (!table) pageNotFound(args.url);
    return {
      mode: "product" as const,
      title: t("common.metaTitle", { page: t("offers.product.title", { product: table.product.name }) }),
      table,
      backCity: search.get("city") || table.rows[0]?.city.slug || null,
      notice: search.get("notice") === "saved" ? t("offers.product.saved") : null,
    };
  }
  const q = (search.get("q") ?? "").trim().slice(0, 100);
  const page = positive(search.get("page")) ?? 1;
  const list = await unlessNotFound(getCityOffers(staff.api, { city: search.get("city") || undefined, q: q || undefined, page }));
  if (!list) pageNotFound(args.url);
  const imported = search.get("imported");
  return {
    mode: "city" as const,
    title: t("common.metaTitle", { page: t("common.nav.offers") }),
    list,
    q,
    notice: imported !== null && /^[0-9]+$/.test(imported) ? t("offers.csv.imported", { count: Number(imported) }) : null,
  };
}

export type OffersAnswer =
  | { kind: "product"; messages: string[]; fieldErrors: Record<string, string>; values: Record<string, string> | null }
  | { kind: "preview"; city: string; preview: OffersImportResult; csv: string }
  | { kind: "import"; messages: string[] };

/** The same page again (Post/Redirect/Get) with a notice in its address. */
function backWith(args: ActionFunctionArgs, notice: Record<string, string>) {
  const back = new URLSearchParams(args.url.searchParams);
  for (const key of ["notice", "imported", "format"]) back.delete(key);
  for (const [key, value] of Object.entries(notice)) back.set(key, value);
  return redirect(`${args.url.pathname}?${back}`, 303);
}

async function saveProduct(args: ActionFunctionArgs, staff: StaffCaller, form: FormData) {
  const productId = positive(args.url.searchParams.get("product"));
  if (productId === null) pageNotFound(args.url);
  const read = readProductOffersForm(form, staff.lang);
  const answer = (
    status: number,
    messages: string[],
    fieldErrors: Record<string, string> = {},
    values: Record<string, string> | null = read.values,
  ) => data<OffersAnswer>({ kind: "product", messages, fieldErrors, values }, { status });
  if (Object.keys(read.fieldErrors).length) return answer(400, [adminT(args)("common.invalid")], read.fieldErrors);
  try {
    await saveProductOffers(staff.api, productId, productOffersBody(read.rows));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.statusCode === 404) pageNotFound(args.url);
    // A conflict shows the offers as they are now (the form is loaded again); a refusal keeps what was typed.
    if (error.statusCode === 409) return answer(409, [error.message], {}, null);
    const issues = apiIssues(error.body, read.rows);
    return answer(error.statusCode, offerErrorMessages(error), issues);
  }
  return backWith(args, { notice: "saved" });
}

async function previewImport(args: ActionFunctionArgs, staff: StaffCaller, form: FormData) {
  const t = adminT(args);
  const city = String(form.get("city") ?? "");
  const file = form.get("file");
  const refuse = (messages: string[], status = 400) => data<OffersAnswer>({ kind: "import", messages }, { status });
  if (!(file instanceof File) || file.size === 0) return refuse([t("offers.csv.noFile")]);
  if (file.size > MAX_CSV_BYTES) return refuse([t("offers.csv.tooLarge")], 413);
  const csv = await file.text();
  return runImport(args, staff, city, csv, true);
}

async function runImport(args: ActionFunctionArgs, staff: StaffCaller, city: string, csv: string, dryRun: boolean) {
  const t = adminT(args);
  try {
    const result = await importOffersCsv(staff.api, city, csv, dryRun);
    if (!dryRun) return backWith(args, { city, imported: String(result.changes.length) });
    return data<OffersAnswer>({ kind: "preview", city, preview: result, csv });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.statusCode === 404) pageNotFound(args.url);
    if (error.statusCode === 413) return data<OffersAnswer>({ kind: "import", messages: [t("offers.csv.tooLarge")] }, { status: 413 });
    return data<OffersAnswer>({ kind: "import", messages: offerErrorMessages(error) }, { status: error.statusCode });
  }
}

export async function offersAction(args: ActionFunctionArgs) {
  const staff = await staffOf(args);
  const form = await args.request.formData();
  switch (form.get("intent")) {
    case "save-product":
      return saveProduct(args, staff, form);
    case "preview-import":
      return previewImport(args, staff, form);
    case "apply-import":
      return runImport(args, staff, String(form.get("city") ?? ""), String(form.get("csv") ?? ""), false);
    default:
      return data<OffersAnswer>({ kind: "import", messages: [adminT(args)("common.invalid")] }, { status: 400 });
  }
}
