import { Form } from "react-router";
import { AdminAlert, AdminPage, buttonClasses, inputClasses, labelClasses } from "../../components/admin/page";
import { emptyRows, NEW_ROWS } from "../../components/admin/stock/lines-form";
import { StockLinesInput } from "../../components/admin/stock/stock-lines-input";
import { StockTabs } from "../../components/admin/stock/stock-tabs";
import { StorePicker, useStoreName } from "../../components/admin/stock/store-picker";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/stock-transfer-new";
import { newTransferAction, newTransferLoader } from "./stock-transfer-new.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => newTransferLoader(args);

export const action = (args: Route.ActionArgs) => newTransferAction(args);

/** A new transfer (issue 33): from the store chosen to any other store of the shop; a draft until shipped. */
export default function NewStockTransferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const storeName = useStoreName();
  const { stores, store, destinations, formKey } = loaderData;
  const answer = actionData ?? null;
  const targets = destinations.filter((destination) => destination.id !== store?.id);
  const cities = [...new Map(targets.map((s) => [s.city.slug, s.city.name])).entries()];
  return (
    <AdminPage title={t("transfers.newTransfer")}>
      <StorePicker stores={stores} store={store?.id ?? null} page="newStockTransfer" />
      {store && (
        <>
          <StockTabs store={store.id} />
          <section aria-labelledby="new-transfer-title" className="space-y-4 rounded border border-neutral-300 bg-white p-4">
            <h2 id="new-transfer-title" className="text-xl font-semibold">
              {t("transfers.form.from")}: {storeName(store)}
            </h2>
            <p className="text-neutral-700">{t("transfers.form.draftHint")}</p>
            {answer && answer.messages.length > 0 && <AdminAlert messages={answer.messages} />}
            {targets.length === 0 ? (
              <p>{t("transfers.form.noStores")}</p>
            ) : (
              <Form method="post" className="space-y-4" data-transfer-form key={answer?.nonce ?? formKey}>
                <input type="hidden" name="key" value={answer?.values.key ?? formKey} />
                <div className="grid gap-4 md:grid-cols-2">
                  <div>
                    <label htmlFor="transfer-to" className={labelClasses}>
                      {t("transfers.form.to")}
                    </label>
                    <select
                      id="transfer-to"
                      name="to"
                      defaultValue={answer?.values.to ?? ""}
                      required
                      aria-describedby="transfer-to-hint"
                      className={inputClasses}
                    >
                      <option value="" disabled>
                        {t("transfers.form.chooseTo")}
                      </option>
                      {cities.map(([slug, name]) => (
                        <optgroup key={slug} label={name}>
                          {targets
                            .filter((s) => s.city.slug === slug)
                            .map((s) => (
                              <option key={s.id} value={s.id}>
                                {s.active ? s.label : t("stock.store.closed", { store: s.label })}
                              </option>
                            ))}
                        </optgroup>
                      ))}
                    </select>
                    <p id="transfer-to-hint" className="mt-1 text-sm text-neutral-700">
                      {t("transfers.form.toHint")}
                    </p>
                  </div>
                  <div>
                    <label htmlFor="transfer-note" className={labelClasses}>
                      {t("transfers.form.note")}
                    </label>
                    <input
                      id="transfer-note"
                      name="note"
                      maxLength={500}
                      defaultValue={answer?.values.note ?? ""}
                      placeholder={t("transfers.form.noteHint")}
                      className={inputClasses}
                    />
                  </div>
                </div>
                <StockLinesInput
                  rows={answer?.rows ?? emptyRows(NEW_ROWS)}
                  rowErrors={answer?.rowErrors ?? {}}
                  query={answer?.query ?? ""}
                  found={answer?.found ?? null}
                />
                <button type="submit" name="intent" value="create" className={buttonClasses}>
                  {t("transfers.form.create")}
                </button>
              </Form>
            )}
          </section>
        </>
      )}
    </AdminPage>
  );
}
