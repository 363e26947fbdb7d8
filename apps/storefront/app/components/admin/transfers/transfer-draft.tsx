// A draft's forms (issue 33), for the sending store's staff: change its note and lines, ship it, or cancel it. Each
// carries the version shown, so a change by someone else meanwhile is refused rather than overwritten or shipped
// unseen. Works without JavaScript.
import type { StockTransfer } from "@shop/contracts";
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses, dangerButtonClasses, inputClasses, labelClasses } from "../page";
import type { LineRow } from "../stock/lines-form";
import { StockLinesInput } from "../stock/stock-lines-input";
import { useStoreName } from "../stock/store-picker";
import type { TransferAnswer } from "./transfer-answer";

const rowsOf = (transfer: StockTransfer): LineRow[] => [
  ...transfer.lines.map((line) => ({ product: line.product.ean ?? line.product.sku, quantity: String(line.quantity), unitCost: "" })),
  ...Array.from({ length: 3 }, () => ({ product: "", quantity: "", unitCost: "" })),
];

export function TransferDraft({ transfer, answer }: { transfer: StockTransfer; answer: TransferAnswer | null }) {
  const { t } = useTranslation("admin");
  const storeName = useStoreName();
  const edit = answer?.section === "edit" ? answer : null;
  const version = <input type="hidden" name="version" value={transfer.version} />;
  return (
    <>
      <section aria-labelledby="transfer-ship" className="space-y-3 rounded border border-neutral-300 bg-white p-4">
        <h2 id="transfer-ship" className="text-xl font-semibold">
          {t("transfers.ship.title")}
        </h2>
        {answer?.section === "ship" && <AdminAlert messages={answer.messages} />}
        <p>{t("transfers.ship.hint", { store: storeName(transfer.from) })}</p>
        <Form method="post">
          {version}
          <button type="submit" name="intent" value="ship" className={buttonClasses}>
            {t("transfers.ship.button")}
          </button>
        </Form>
      </section>
      <section aria-labelledby="transfer-edit" className="space-y-3 rounded border border-neutral-300 bg-white p-4">
        <h2 id="transfer-edit" className="text-xl font-semibold">
          {t("transfers.edit.title")}
        </h2>
        {edit && edit.messages.length > 0 && <AdminAlert messages={edit.messages} />}
        <Form method="post" className="space-y-4" key={edit?.nonce ?? `v${transfer.version}`} data-transfer-form>
          {version}
          <div>
            <label htmlFor="transfer-note" className={labelClasses}>
              {t("transfers.form.note")}
            </label>
            <input
              id="transfer-note"
              name="note"
              maxLength={500}
              defaultValue={edit?.note ?? transfer.note ?? ""}
              placeholder={t("transfers.form.noteHint")}
              className={inputClasses}
            />
          </div>
          <StockLinesInput
            rows={edit?.rows ?? rowsOf(transfer)}
            rowErrors={edit?.rowErrors ?? {}}
            query={edit?.query ?? ""}
            found={edit?.found ?? null}
          />
          <button type="submit" name="intent" value="save" className={buttonClasses}>
            {t("transfers.form.save")}
          </button>
        </Form>
      </section>
      <section aria-labelledby="transfer-cancel" className="space-y-3 rounded border border-neutral-300 bg-white p-4">
        <h2 id="transfer-cancel" className="text-xl font-semibold">
          {t("transfers.cancel.title")}
        </h2>
        {answer?.section === "cancel" && <AdminAlert messages={answer.messages} />}
        <p>{t("transfers.cancel.hint")}</p>
        <Form method="post">
          {version}
          <button type="submit" name="intent" value="cancel" className={dangerButtonClasses}>
            {t("transfers.cancel.button")}
          </button>
        </Form>
      </section>
    </>
  );
}
