// The catalogue import and export page (issue 33), admins only (404 for everybody else, as the API answers): the
// download (`?format=csv` or `xlsx`, answered by the page's middleware before any loader runs: a plain link), the
// upload that is checked first (every problem by row and column, or what it would create and change per SKU), and
// "Apply", which names the checked upload by its id (the API kept the files: nothing is sent twice, no JavaScript
// needed). Applying ends in a redirect with the counts in the address (Post/Redirect/Get).
import type { CatalogueImportSummary } from "@shop/contracts";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MiddlewareFunction, redirect } from "react-router";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { applyCatalogueImport, checkCatalogueImport, exportCatalogue } from "../../lib/api/staff-catalogue-io";
import { offerErrorMessages } from "../../lib/api/staff-offers";
import { adminOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";

const FORMATS = ["csv", "xlsx"] as const;

export const catalogueFileMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const format = args.url.searchParams.get("format");
  if (args.request.method !== "GET" || format === null) return next();
  const staff = await adminOf(args);
  if (!(FORMATS as readonly string[]).includes(format)) pageNotFound(args.url);
  const file = await exportCatalogue(staff.api, format as (typeof FORMATS)[number]);
  return new Response(file.body, {
    headers: {
      "Content-Type": file.headers.get("content-type") ?? "application/octet-stream",
      "Content-Disposition": file.headers.get("content-disposition") ?? `attachment; filename="catalogue.${format}"`,
      "Cache-Control": "private, no-store",
    },
  });
};

const count = (value: string | null) => (value !== null && /^[0-9]{1,6}$/.test(value) ? Number(value) : null);

export async function productImportLoader(args: LoaderFunctionArgs) {
  await adminOf(args);
  const t = adminT(args);
  const search = args.url.searchParams;
  const [created, updated, images] = [count(search.get("created")), count(search.get("updated")), count(search.get("images"))];
  return {
    title: t("common.metaTitle", { page: t("catalogueIo.title") }),
    applied: created !== null && updated !== null && images !== null ? { created, updated, images } : null,
  };
}

export type ImportAnswer = { kind: "preview"; summary: CatalogueImportSummary } | { kind: "problems"; messages: string[]; title: string };

async function check(args: ActionFunctionArgs, form: FormData) {
  const { api } = await adminOf(args);
  const t = adminT(args);
  const file = form.get("file");
  const images = form.get("images");
  if (!(file instanceof File) || file.size === 0)
    return data<ImportAnswer>({ kind: "problems", title: t("catalogueIo.failed"), messages: [t("catalogueIo.noFile")] }, { status: 400 });
  const zip = images instanceof File && images.size > 0 ? images : null;
  const summary = await checkCatalogueImport(api, file, zip);
  return data<ImportAnswer>({ kind: "preview", summary });
}

async function apply(args: ActionFunctionArgs, form: FormData) {
  const { api } = await adminOf(args);
  const summary = await applyCatalogueImport(api, String(form.get("id") ?? ""));
  const done = new URLSearchParams({
    created: String(summary.created),
    updated: String(summary.changes.filter((change) => change.action === "update").length),
    images: String(summary.images.added),
  });
  return redirect(`${args.url.pathname}?${done}`, 303);
}

export async function productImportAction(args: ActionFunctionArgs) {
  await adminOf(args);
  const t = adminT(args);
  const form = await args.request.formData();
  try {
    if (form.get("intent") === "apply") return await apply(args, form);
    return await check(args, form);
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
    const title = error.statusCode === 404 ? t("catalogueIo.gone") : t("catalogueIo.failed");
    return data<ImportAnswer>(
      { kind: "problems", title, messages: offerErrorMessages(error) },
      { status: error.statusCode === 404 ? 410 : error.statusCode },
    );
  }
}
