// The invoice at checkout (issue 34): "I want an invoice" reveals for whom, a company (its NIP, checked in the
// White List, whose answer fills the name and address) or a private person, with the name and address to print. With
// JavaScript React shows the parts; without it the page's style rules do (invoice-rules.ts, keyed on the checked box
// and kind). An approved business account's invoice needs nothing: its company is said instead. A chunk of its own,
// loaded as the page hydrates (the server renders it into the page): the checkout's first download stays in budget.
import type { TaxIdCheck } from "@shop/contracts";
import { type ChangeEvent, type ReactNode, useEffect, useState } from "react";
import type { ShopFields } from "../../lib/forms/use-shop-form";
import { invoicePrefill } from "../../lib/tax-ids/prefill";
import { useTranslation } from "../../lib/texts";
import { CheckboxField, FieldErrors, TextField } from "../forms/fields";
import { NipLookup } from "../forms/nip-lookup";

/** The checkout's section frame (section.tsx's FormSection, written out: a shared module would be a chunk of its own). */
function Section({ children, ...rest }: { children: ReactNode } & Record<`data-${string}`, string>) {
  const { t } = useTranslation();
  return (
    <fieldset className="min-w-0 rounded-2xl bg-white p-5 ring-1 ring-black/5" {...rest}>
      <legend className="float-left mb-4 w-full">
        <h2 className="text-xl font-bold">{t("checkout.invoice.title")}</h2>
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

type Fields = ShopFields<"checkout">;

interface InvoiceSectionProps {
  fields: Fields;
  hydrated: boolean;
  focus: string | undefined;
  /** The White List's answer to "Check NIP" posted without JavaScript. */
  nipCheck: TaxIdCheck | null | undefined;
  /** An approved business account's company: its invoice is the company's, unasked. */
  company: { name: string; nip: string | null } | null;
}

export default function InvoiceSection({ fields, hydrated, focus, nipCheck, company }: InvoiceSectionProps) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(fields.invoice.initialValue === "on");
  const [kind, setKind] = useState(fields.invoiceKind.initialValue === "private" ? "private" : "business");
  // What was ticked before the page turned interactive (the box works without script) is its state once it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page turns interactive
  useEffect(() => {
    const box = document.getElementById(fields.invoice.id);
    if (box instanceof HTMLInputElement) setWanted(box.checked);
    const picked = document.querySelector<HTMLInputElement>("[data-invoice-kind]:checked");
    if (picked) setKind(picked.value);
  }, []);
  if (company)
    return (
      <Section data-invoice-section="account">
        <p className="text-sm">{t("checkout.invoice.fromAccount", { name: company.name, nip: company.nip ?? "—" })}</p>
      </Section>
    );
  const onChange = (event: ChangeEvent<HTMLDivElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    if (target.name === "invoice") setWanted(target.checked);
    if (target.name === "invoiceKind") setKind(target.value);
  };
  return (
    <Section data-invoice-section="">
      <div onChange={onChange}>
        <div data-invoice-toggle>
          <CheckboxField meta={fields.invoice} autoFocus={focus === "invoice"}>
            {t("checkout.invoice.want")}
            <span className="block text-neutral-600">{t("checkout.invoice.wantNote")}</span>
          </CheckboxField>
        </div>
        <div data-invoice-fields hidden={hydrated ? !wanted : undefined}>
          <KindChoice field={fields.invoiceKind} kind={kind} autoFocus={focus === "invoiceKind"} />
          <div data-invoice-business hidden={hydrated ? kind !== "business" : undefined}>
            <NipLookup
              meta={fields.invoiceNip}
              label={t("account.fields.ssn")}
              prefill={invoicePrefill}
              answered={nipCheck}
              autoFocus={focus === "invoiceNip"}
            />
          </div>
          <TextField
            meta={fields.invoiceName}
            label={t("checkout.invoice.name")}
            autoComplete="organization"
            autoFocus={focus === "invoiceName"}
          />
          <TextField
            meta={fields.invoiceLine1}
            label={t("checkout.invoice.line1")}
            autoComplete="address-line1"
            autoFocus={focus === "invoiceLine1"}
          />
          <TextField
            meta={fields.invoiceLine2}
            label={t("checkout.invoice.line2")}
            autoComplete="address-line2"
            autoFocus={focus === "invoiceLine2"}
          />
        </div>
      </div>
    </Section>
  );
}

function KindChoice({ field, kind, autoFocus }: { field: Fields["invoiceKind"]; kind: string; autoFocus: boolean }) {
  const { t } = useTranslation();
  const initial = field.initialValue ?? "business";
  return (
    <fieldset className="mb-4" data-field={field.name} aria-describedby={field.errors ? field.errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold">{t("checkout.invoice.kind")}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(["business", "private"] as const).map((value, index) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={field.name}
              form={field.formId}
              value={value}
              defaultChecked={initial === value}
              autoFocus={autoFocus && index === (kind === "private" ? 1 : 0)}
              className="size-5 accent-primary-dark"
              data-invoice-kind={value}
            />
            {t(`checkout.invoice.${value}`)}
          </label>
        ))}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
