// Receiving a transfer (issue 33), for the receiving store's staff: one row per line with the units that arrived
// (filled with the units sent) and, for a line that came short, why. Works without JavaScript.
import type { StockTransfer } from "@shop/contracts";
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses, inputClasses, labelClasses } from "../page";
import type { TransferAnswer } from "./transfer-answer";

export function TransferReceive({ transfer, answer }: { transfer: StockTransfer; answer: TransferAnswer | null }) {
  const { t } = useTranslation("admin");
  const mine = answer?.section === "receive" ? answer : null;
  return (
    <section aria-labelledby="transfer-receive" className="space-y-3 rounded border border-neutral-300 bg-white p-4">
      <h2 id="transfer-receive" className="text-xl font-semibold">
        {t("transfers.receive.title")}
      </h2>
      {mine && <AdminAlert messages={mine.messages} />}
      <p>{t("transfers.receive.hint")}</p>
      <Form method="post" className="space-y-3" key={mine?.nonce ?? "receive"} data-transfer-receive>
        <ol className="space-y-3">
          {transfer.lines.map((line, i) => {
            const typed = mine?.received?.[i];
            const errors = mine?.rowErrors?.[i] ?? [];
            const errorId = `receive-${i}-error`;
            return (
              <li key={line.product.id} className="grid gap-2 sm:grid-cols-[1fr_8rem_1fr] sm:items-end" data-receive-row={i}>
                <p className="font-semibold sm:self-center">
                  {line.product.name} <span className="font-normal text-neutral-700">({line.product.sku})</span>
                </p>
                <div>
                  <label htmlFor={`receive-${i}`} className={labelClasses}>
                    <span className="sr-only">{t("transfers.receive.arrived", { name: line.product.name, sent: line.quantity })}</span>
                    <span aria-hidden="true">
                      {t("transfers.detail.arrived")} / {line.quantity}
                    </span>
                  </label>
                  <input
                    id={`receive-${i}`}
                    name={`received.${i}`}
                    defaultValue={typed?.received ?? String(line.quantity)}
                    inputMode="numeric"
                    pattern="[0-9]*"
                    maxLength={9}
                    required
                    aria-invalid={errors.length ? true : undefined}
                    aria-describedby={errors.length ? errorId : undefined}
                    className={inputClasses}
                  />
                </div>
                <div>
                  <label htmlFor={`receive-reason-${i}`} className={labelClasses}>
                    {t("transfers.receive.reason")}
                  </label>
                  <input
                    id={`receive-reason-${i}`}
                    name={`reason.${i}`}
                    defaultValue={typed?.reason ?? ""}
                    maxLength={300}
                    placeholder={t("transfers.receive.reasonHint")}
                    aria-describedby={errors.length ? errorId : undefined}
                    className={inputClasses}
                  />
                </div>
                {errors.length > 0 && (
                  <p id={errorId} className="text-sm text-red-800 sm:col-span-3">
                    {errors.join(" ")}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
        <button type="submit" name="intent" value="receive" className={buttonClasses}>
          {t("transfers.receive.button")}
        </button>
      </Form>
    </section>
  );
}
