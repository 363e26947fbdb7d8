// The rows of a stock document (issue 33): each an EAN, SKU or #id (typed, or scanned: a scanner types the barcode and
// Enter, which moves to the next field instead of sending the form) and the units, and for a goods receipt the unit
// cost. Works without JavaScript: "More rows" and the finder post the form back with what was typed.
import type { StockProduct } from "@shop/contracts";
import type { KeyboardEvent } from "react";
import { useTranslation } from "../../../lib/texts";
import { inputClasses, labelClasses, secondaryButtonClasses } from "../page";
import type { LineRow } from "./lines-form";

/** Enter in a row's field (a scanner's end of code) moves on to the next field rather than sending the form. */
function nextFieldOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== "Enter") return;
  const fields = [...(event.currentTarget.form?.querySelectorAll<HTMLInputElement>("input[data-stock-line]") ?? [])];
  const next = fields[fields.indexOf(event.currentTarget) + 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export function StockLinesInput({
  rows,
  rowErrors,
  unitCost = false,
  query = "",
  found = null,
}: {
  rows: readonly LineRow[];
  rowErrors: Record<number, string[]>;
  unitCost?: boolean;
  query?: string;
  found?: readonly StockProduct[] | null;
}) {
  const { t } = useTranslation("admin");
  return (
    <fieldset className="space-y-3" data-stock-lines>
      <legend className="text-lg font-semibold">{t("stock.lines.legend")}</legend>
      <p className="text-sm text-neutral-700">{t("stock.lines.hint")}</p>
      <input type="hidden" name="rows" value={rows.length} />
      <ol className="space-y-2">
        {rows.map((row, i) => {
          const errors = rowErrors[i] ?? [];
          const errorId = `stock-line-${i}-error`;
          const described = errors.length ? errorId : undefined;
          return (
            <li key={i} className="grid grid-cols-[1fr_6rem] gap-2 sm:grid-cols-[1fr_7rem_9rem]" data-stock-line-row={i}>
              <div>
                <label htmlFor={`stock-line-${i}-product`} className="sr-only">
                  {t("stock.lines.row", { n: i + 1 })}: {t("stock.lines.product")}
                </label>
                <input
                  id={`stock-line-${i}-product`}
                  name={`lines.${i}.product`}
                  defaultValue={row.product}
                  placeholder={t("stock.lines.product")}
                  autoComplete="off"
                  inputMode="text"
                  maxLength={64}
                  aria-invalid={errors.length ? true : undefined}
                  aria-describedby={described}
                  data-stock-line
                  onKeyDown={nextFieldOnEnter}
                  className={inputClasses}
                />
              </div>
              <div>
                <label htmlFor={`stock-line-${i}-quantity`} className="sr-only">
                  {t("stock.lines.row", { n: i + 1 })}: {t("stock.lines.quantity")}
                </label>
                <input
                  id={`stock-line-${i}-quantity`}
                  name={`lines.${i}.quantity`}
                  defaultValue={row.quantity}
                  placeholder={t("stock.lines.quantity")}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={9}
                  aria-invalid={errors.length ? true : undefined}
                  aria-describedby={described}
                  data-stock-line
                  onKeyDown={nextFieldOnEnter}
                  className={inputClasses}
                />
              </div>
              {unitCost && (
                <div className="col-span-2 sm:col-span-1">
                  <label htmlFor={`stock-line-${i}-cost`} className="sr-only">
                    {t("stock.lines.row", { n: i + 1 })}: {t("stock.lines.unitCost")}
                  </label>
                  <input
                    id={`stock-line-${i}-cost`}
                    name={`lines.${i}.unitCost`}
                    defaultValue={row.unitCost}
                    placeholder={t("stock.lines.unitCost")}
                    inputMode="decimal"
                    maxLength={12}
                    data-stock-line
                    onKeyDown={nextFieldOnEnter}
                    className={inputClasses}
                  />
                </div>
              )}
              {errors.length > 0 && (
                <p id={errorId} className="col-span-full text-sm text-red-800" data-stock-line-error>
                  {errors.join(" ")}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <button type="submit" name="intent" value="more-rows" formNoValidate className={secondaryButtonClasses}>
        {t("stock.lines.more")}
      </button>
      <div className="space-y-2 rounded border border-neutral-300 bg-neutral-50 p-3" data-stock-finder>
        <label htmlFor="stock-find" className={labelClasses}>
          {t("stock.lines.search")}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="stock-find"
            name="find"
            defaultValue={query}
            placeholder={t("stock.lines.searchHint")}
            maxLength={100}
            className={`${inputClasses} max-w-md`}
          />
          <button type="submit" name="intent" value="find-product" formNoValidate className={secondaryButtonClasses}>
            {t("stock.lines.searchButton")}
          </button>
        </div>
        {found && found.length === 0 && <p>{t("stock.lines.notFound")}</p>}
        {found && found.length > 0 && (
          <ul className="space-y-1" data-stock-found>
            {found.map((product) => (
              <li key={product.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>{t("stock.lines.found", { name: product.name, sku: product.sku, quantity: product.quantity ?? "—" })}</span>
                <button type="submit" name="use" value={product.ean ?? product.sku} formNoValidate className={secondaryButtonClasses}>
                  {t("stock.lines.use")}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
