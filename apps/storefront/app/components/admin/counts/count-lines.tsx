// The lines of a stock count (issue 33) as cards that fit a phone (360 px): the product, expected, counted and the
// difference; who counted it; the store's units now where they moved since; once applied, what was posted (and when
// it stopped at zero). On an open count each card has its own small form: type the units, save.

import type { StockCountLine } from "@shop/contracts";
import { Form } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { inputClasses, secondaryButtonClasses } from "../page";

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const differenceClass = (n: number | null) => (n === null || n === 0 ? "" : n > 0 ? "text-green-800" : "text-red-800");

export function CountLines({
  lines,
  open,
  refusal,
}: {
  lines: readonly StockCountLine[];
  open: boolean;
  /** A refusal of a card's own form: its product and the messages. */
  refusal: { product: number; messages: string[]; quantity: string } | null;
}) {
  const { t } = useTranslation("admin");
  const { lang } = useAdminPaths();
  if (lines.length === 0) return <p className="rounded border border-dashed border-neutral-400 bg-white p-4">{t("counts.lines.none")}</p>;
  return (
    <ul className="grid gap-3 lg:grid-cols-2" data-count-lines>
      {lines.map((line) => {
        const id = line.product.id;
        const mine = refusal?.product === id ? refusal : null;
        return (
          <li
            key={id}
            className="space-y-2 rounded border border-neutral-300 bg-white p-3"
            data-count-line={id}
            data-expected={line.expected ?? ""}
            data-counted={line.counted ?? ""}
            data-difference={line.difference ?? ""}
            data-units={line.units}
          >
            <div>
              <p className="font-semibold break-words">{line.product.name}</p>
              <p className="text-sm text-neutral-600 break-all">
                {line.product.sku}
                {line.product.ean ? ` · ${line.product.ean}` : ""}
              </p>
            </div>
            <dl className="grid grid-cols-3 gap-2 text-center">
              <div className="rounded bg-neutral-50 p-1">
                <dt className="text-xs text-neutral-600">{t("counts.lines.expected")}</dt>
                <dd className="text-lg tabular-nums">{line.expected ?? "—"}</dd>
              </div>
              <div className="rounded bg-neutral-50 p-1">
                <dt className="text-xs text-neutral-600">{t("counts.lines.counted")}</dt>
                <dd className="text-lg tabular-nums">{line.counted ?? "—"}</dd>
              </div>
              <div className="rounded bg-neutral-50 p-1">
                <dt className="text-xs text-neutral-600">{t("counts.lines.difference")}</dt>
                <dd className={`text-lg font-semibold tabular-nums ${differenceClass(line.difference)}`} data-count-difference>
                  {line.difference === null ? "—" : signed(line.difference)}
                </dd>
              </div>
            </dl>
            {line.counted === null ? (
              <p className="text-sm text-neutral-600">{t("counts.lines.notCounted")}</p>
            ) : (
              <p className="text-sm text-neutral-600">
                {t("counts.lines.countedBy", {
                  name: line.countedBy ?? t("counts.unknownStaff"),
                  at: line.countedAt ? formatShopDate(line.countedAt, lang, true) : "—",
                })}
              </p>
            )}
            {(!open || (line.expected !== null && line.units !== line.expected)) && (
              <p className="text-sm" data-count-units>
                {t("counts.lines.units")}: <span className="font-semibold tabular-nums">{line.units}</span>
              </p>
            )}
            {line.adjustment !== null && (
              <p className="text-sm">
                {t("counts.lines.posted")}: <span className="font-semibold tabular-nums">{signed(line.adjustment)}</span>
                {line.difference !== null && line.adjustment !== line.difference && (
                  <span className="block text-amber-900">{t("counts.lines.stoppedAtZero")}</span>
                )}
              </p>
            )}
            {open && (
              <Form method="post" className="flex items-center gap-2" data-count-line-form>
                <input type="hidden" name="product" value={id} />
                <label htmlFor={`count-line-${id}`} className="sr-only">
                  {t("counts.lines.unitsOf", { name: line.product.name })}
                </label>
                <input
                  id={`count-line-${id}`}
                  name="quantity"
                  defaultValue={mine?.quantity ?? line.counted ?? ""}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={12}
                  aria-invalid={mine ? true : undefined}
                  aria-describedby={mine ? `count-line-${id}-error` : undefined}
                  className={`${inputClasses} w-24`}
                />
                <button type="submit" name="intent" value="count" className={secondaryButtonClasses}>
                  {t("counts.lines.save")}
                </button>
              </Form>
            )}
            {mine && (
              <div id={`count-line-${id}-error`} role="alert" className="text-sm text-red-800">
                {mine.messages.map((message) => (
                  <p key={message}>{message}</p>
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
