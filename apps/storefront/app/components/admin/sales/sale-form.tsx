// A sale over the counter (issue 33): the register's receipt number, the day (today unless changed) and the products
// as scanned or typed. Works without JavaScript; the form's one-time key makes a double submit one sale.
import type { StockProduct } from "@shop/contracts";
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { buttonClasses, inputClasses, labelClasses } from "../page";
import { DocumentRefusal } from "../stock/document-refusal";
import { emptyRows, type LineRow, NEW_ROWS } from "../stock/lines-form";
import { StockLinesInput } from "../stock/stock-lines-input";

export interface SaleFormState {
  messages: string[];
  earlier: number | null;
  rows: LineRow[];
  rowErrors: Record<number, string[]>;
  values: { reference: string; soldOn: string; key: string };
  query: string;
  found: StockProduct[] | null;
  /** New with every answer: the form is drawn again with the rows as answered. */
  nonce: string;
}

export function SaleForm({
  state,
  formKey,
  today,
  action,
}: {
  state: SaleFormState | null;
  formKey: string;
  today: string;
  /** The page without its notice: posting keeps no "recorded" notice of an earlier sale. */
  action: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="sale-form-title" className="space-y-4 rounded border border-neutral-300 bg-white p-4" data-sale-section>
      <h2 id="sale-form-title" className="text-xl font-semibold">
        {t("sales.form.title")}
      </h2>
      {state && state.messages.length > 0 && (
        <DocumentRefusal messages={state.messages} earlier={state.earlier ? { page: "stockSale", id: state.earlier } : null} />
      )}
      {/* A new key after each sale (the page loads again); kept while the same form is corrected. */}
      <Form method="post" action={action} className="space-y-4" data-sale-form key={state?.nonce ?? formKey}>
        <input type="hidden" name="key" value={state?.values.key ?? formKey} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="sale-reference" className={labelClasses}>
              {t("sales.form.reference")}
            </label>
            <input
              id="sale-reference"
              name="reference"
              required
              maxLength={64}
              autoComplete="off"
              defaultValue={state?.values.reference ?? ""}
              placeholder={t("sales.form.referenceHint")}
              className={inputClasses}
            />
          </div>
          <div>
            <label htmlFor="sale-day" className={labelClasses}>
              {t("sales.day")}
            </label>
            <input
              id="sale-day"
              name="soldOn"
              type="date"
              required
              max={today}
              defaultValue={state?.values.soldOn || today}
              className={inputClasses}
            />
          </div>
        </div>
        <StockLinesInput
          rows={state?.rows ?? emptyRows(NEW_ROWS)}
          rowErrors={state?.rowErrors ?? {}}
          query={state?.query ?? ""}
          found={state?.found ?? null}
        />
        <button type="submit" name="intent" value="record-sale" className={buttonClasses} data-sale-submit>
          {t("sales.form.submit")}
        </button>
      </Form>
    </section>
  );
}
