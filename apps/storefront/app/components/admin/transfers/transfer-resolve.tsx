// Settling a transfer's discrepancies (issue 33), for the receiving store's staff: for each line that came short and is
// still open, "lost" (written off: nothing is posted, the units left the sending store when it shipped) or "arrived
// later" (the missing units go into the receiving store now), with a note. Works without JavaScript.
import type { StockTransfer } from "@shop/contracts";
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses, inputClasses, labelClasses } from "../page";
import { useStoreName } from "../stock/store-picker";
import type { TransferAnswer } from "./transfer-answer";

export function TransferResolve({ transfer, answer }: { transfer: StockTransfer; answer: TransferAnswer | null }) {
  const { t } = useTranslation("admin");
  const storeName = useStoreName();
  const open = transfer.lines.filter((line) => line.missing > 0 && !line.resolution);
  return (
    <>
      {open.map((line) => {
        const mine = answer?.section === "resolve" && answer.resolve?.product === line.product.id ? answer : null;
        const id = `resolve-${line.product.id}`;
        return (
          <section key={line.product.id} aria-labelledby={id} className="space-y-3 rounded border border-amber-400 bg-amber-50 p-4">
            <h2 id={id} className="text-xl font-semibold">
              {t("transfers.resolve.title", { name: line.product.name })}
            </h2>
            <p>
              {t("transfers.resolve.missing", { units: t("transfers.amounts.units", { count: line.missing }), reason: line.reason ?? "—" })}
            </p>
            {mine && <AdminAlert messages={mine.messages} />}
            <Form method="post" className="space-y-3" key={mine?.nonce ?? id} data-transfer-resolve={line.product.id}>
              <input type="hidden" name="product" value={line.product.id} />
              <fieldset className="space-y-2">
                <legend className={labelClasses}>{t("transfers.resolve.how")}</legend>
                {(["written-off", "arrived"] as const).map((resolution) => (
                  <label key={resolution} className="flex min-h-11 items-start gap-2">
                    <input
                      type="radio"
                      name="resolution"
                      value={resolution}
                      required
                      defaultChecked={mine?.resolve?.resolution === resolution}
                      className="mt-1 h-5 w-5"
                    />
                    <span>
                      {resolution === "arrived"
                        ? t("transfers.resolve.arrived", { store: storeName(transfer.to) })
                        : t("transfers.resolve.writtenOff")}
                    </span>
                  </label>
                ))}
              </fieldset>
              <div>
                <label htmlFor={`${id}-note`} className={labelClasses}>
                  {t("transfers.resolve.note")}
                </label>
                <input
                  id={`${id}-note`}
                  name="note"
                  required
                  maxLength={500}
                  defaultValue={mine?.resolve?.note ?? ""}
                  placeholder={t("transfers.resolve.noteHint")}
                  className={inputClasses}
                />
              </div>
              <button type="submit" name="intent" value="resolve" className={buttonClasses}>
                {t("transfers.resolve.button")}
              </button>
            </Form>
          </section>
        );
      })}
    </>
  );
}
