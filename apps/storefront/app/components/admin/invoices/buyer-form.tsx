// The order's invoice buyer (issue 34): who the invoice is for and, while no invoice of the order is issued for good (none
// yet, or KSeF rejected them), a plain form to fix it: company name, NIP, address. Posted with intent "invoice-buyer" to
// the page it is on (the invoice's or the order's), which answers with each field's message when refused.
import type { StaffOrderInvoices } from "@shop/contracts";
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses, inputClasses, labelClasses } from "../page";

export interface BuyerFormValues {
  name: string;
  nip: string;
  line1: string;
  line2: string;
  countryCode: string;
}

/** A refused save: what was typed, each field's message and the refusal's own words. */
export interface BuyerFormAnswer {
  status: number;
  values: BuyerFormValues;
  messages: string[];
  fieldErrors: Record<string, string>;
}

const FIELDS = ["name", "nip", "line1", "line2", "countryCode"] as const;

function initialValues(buyer: StaffOrderInvoices["buyer"]): BuyerFormValues {
  return {
    name: buyer?.name ?? "",
    nip: buyer?.nip ?? "",
    line1: buyer?.address?.line1 ?? "",
    line2: buyer?.address?.line2 ?? "",
    countryCode: buyer?.address?.countryCode ?? "PL",
  };
}

export function InvoiceBuyer({
  invoices,
  answer,
  nested = false,
}: {
  invoices: StaffOrderInvoices;
  answer?: BuyerFormAnswer | undefined;
  /** Inside another section (the order's invoices): an h3. */
  nested?: boolean;
}) {
  const Heading = nested ? "h3" : "h2";
  const { t } = useTranslation("admin");
  const { buyer, buyerEditable } = invoices;
  const values = answer?.values ?? initialValues(buyer);
  const labels: Record<(typeof FIELDS)[number], string> = {
    name: t("invoices.buyer.name"),
    nip: t("invoices.buyer.nip"),
    line1: t("invoices.buyer.line1"),
    line2: t("invoices.buyer.line2"),
    countryCode: t("invoices.buyer.country"),
  };
  const hints: Partial<Record<(typeof FIELDS)[number], string>> = {
    nip: t("invoices.buyer.nipHint"),
    countryCode: t("invoices.buyer.countryHint"),
  };
  return (
    <section aria-labelledby="invoice-buyer" className="space-y-3" data-admin-invoice-buyer>
      <Heading id="invoice-buyer" className={nested ? "text-lg font-semibold" : "text-xl font-semibold"}>
        {t("invoices.buyer.title")}
      </Heading>
      {buyer ? (
        <address className="not-italic" data-admin-invoice-buyer-current>
          <div className="font-semibold">{buyer.name}</div>
          {buyer.nip && <div>{t("invoices.nip", { nip: buyer.nip })}</div>}
          {buyer.address && (
            <div className="text-neutral-700">
              {[buyer.address.line1, buyer.address.line2, buyer.address.countryCode].filter(Boolean).join(", ")}
            </div>
          )}
        </address>
      ) : (
        <p className="text-neutral-700">{t("invoices.buyer.none")}</p>
      )}
      {!buyerEditable ? (
        <p className="text-sm text-neutral-700" data-admin-invoice-buyer-locked>
          {t("invoices.buyer.locked")}
        </p>
      ) : (
        <Form method="post" noValidate className="space-y-3 rounded border border-neutral-300 bg-white p-4" data-admin-invoice-buyer-form>
          <input type="hidden" name="intent" value="invoice-buyer" />
          <p className="font-semibold">{t("invoices.buyer.formTitle")}</p>
          <p className="text-sm text-neutral-700">{t("invoices.buyer.formLead")}</p>
          <AdminAlert messages={answer?.messages ?? []} />
          <div className="grid gap-3 sm:grid-cols-2">
            {FIELDS.map((name) => {
              const id = `invoice-buyer-${name}`;
              const error = answer?.fieldErrors[name];
              const described = [hints[name] ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
              return (
                <div key={name} className={name === "name" || name === "line1" ? "sm:col-span-2" : undefined}>
                  <label htmlFor={id} className={labelClasses}>
                    {labels[name]}
                  </label>
                  <input
                    id={id}
                    name={name}
                    defaultValue={values[name]}
                    required={name === "name" || name === "nip" || name === "line1"}
                    maxLength={name === "nip" ? 20 : name === "countryCode" ? 2 : 512}
                    inputMode={name === "nip" ? "numeric" : undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={described || undefined}
                    className={inputClasses}
                  />
                  {hints[name] && (
                    <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-600">
                      {hints[name]}
                    </p>
                  )}
                  {error && (
                    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          <button type="submit" className={buttonClasses}>
            {t("invoices.buyer.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}
