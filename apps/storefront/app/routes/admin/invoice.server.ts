// One invoice in the back office (issue 34; docs/invoices.md "In the back office"): its document, KSeF's progress, its
// files (?format=xml|pdf|upo: plain links the page's middleware answers with the API's file), the order's invoice buyer
// with its form, and "send again" for an invoice KSeF rejected. Another city's invoice (a city manager) is the 404 page.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MiddlewareFunction, redirect } from "react-router";
import type { BuyerFormAnswer } from "../../components/admin/invoices/buyer-form";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import {
  fetchInvoiceFile,
  findOrderInvoices,
  findStaffInvoice,
  type InvoiceFileKind,
  resendStaffInvoice,
} from "../../lib/api/staff-invoices";
import { apiMessages } from "../../lib/api/staff-orders";
import { staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";
import { buyerIntent } from "./invoice-buyer.server";

const FILES: readonly InvoiceFileKind[] = ["xml", "pdf", "upo"];
const NOTICES = ["resent", "buyer", "no-upo"] as const;

/** ?format=xml|pdf|upo: the file as the API streams it. No UPO yet: back to the page with a notice; no invoice: 404. */
export const invoiceFileMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const format = args.url.searchParams.get("format");
  if (args.request.method !== "GET" || !FILES.includes(format as InvoiceFileKind)) return next();
  const staff = await staffOf(args);
  const id = args.params.invoiceId ?? "";
  if (!/^[1-9]\d{0,9}$/.test(id)) pageNotFound(args.url);
  let file: Response;
  try {
    file = await fetchInvoiceFile(staff.api, id, format as InvoiceFileKind);
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 404) throw error;
    if (format === "upo" && (await findStaffInvoice(staff.api, id))) throw redirect(`${args.url.pathname}?notice=no-upo`, 303);
    pageNotFound(args.url);
  }
  return new Response(file.body, {
    headers: {
      "Content-Type": file.headers.get("content-type") ?? "application/octet-stream",
      "Content-Disposition":
        file.headers.get("content-disposition") ?? `attachment; filename="invoice-${id}.${format === "pdf" ? "pdf" : "xml"}"`,
      "Cache-Control": "private, no-store",
    },
  });
};

export async function invoiceLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const invoice = await findStaffInvoice(staff.api, args.params.invoiceId ?? "");
  if (!invoice) pageNotFound(args.url);
  const orderInvoices = await findOrderInvoices(staff.api, invoice.orderId);
  const notice = NOTICES.find((name) => name === args.url.searchParams.get("notice")) ?? null;
  return {
    title: t("common.metaTitle", {
      page: t("invoices.detail.title", { kind: t(`invoices.kind.${invoice.kind}`), number: invoice.number }),
    }),
    invoice,
    orderInvoices,
    notice,
  };
}

export interface InvoiceActionData {
  resend?: string[];
  buyer?: BuyerFormAnswer;
}

const back = (args: ActionFunctionArgs, notice: (typeof NOTICES)[number]) => redirect(`${args.url.pathname}?notice=${notice}`, 303);

export async function invoiceAction(args: ActionFunctionArgs) {
  const staff = await staffOf(args);
  const form = await args.request.formData();
  const intent = form.get("intent");
  const invoice = await findStaffInvoice(staff.api, args.params.invoiceId ?? "");
  if (!invoice) pageNotFound(args.url);
  if (intent === "resend") {
    try {
      await resendStaffInvoice(staff.api, String(invoice.id));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return data<InvoiceActionData>({ resend: apiMessages(error) }, { status: error.statusCode });
    }
    return back(args, "resent");
  }
  if (intent === "invoice-buyer") {
    const refused = await buyerIntent(args, form, invoice.orderId);
    if (refused) return data<InvoiceActionData>({ buyer: refused }, { status: refused.status });
    return back(args, "buyer");
  }
  return data<InvoiceActionData>({ resend: [adminT(args)("common.invalid")] }, { status: 400 });
}
