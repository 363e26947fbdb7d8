import { Form, Link } from "react-router";
import { AdminPage, buttonClasses } from "../../components/admin/page";
import { ReceiptHeadFields } from "../../components/admin/receipts/receipt-head-fields";
import { DocumentRefusal } from "../../components/admin/stock/document-refusal";
import { emptyRows, NEW_ROWS } from "../../components/admin/stock/lines-form";
import { StockLinesInput } from "../../components/admin/stock/stock-lines-input";
import { StockTabs } from "../../components/admin/stock/stock-tabs";
import { StorePicker, useStoreName } from "../../components/admin/stock/store-picker";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/stock-receipt-new";
import { newReceiptAction, newReceiptLoader } from "./stock-receipt-new.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => newReceiptLoader(args);

export const action = (args: Route.ActionArgs) => newReceiptAction(args);

/** A goods receipt typed or scanned (issue 33): the supplier's document and its lines with their unit costs. */
export default function NewStockReceiptPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const storeName = useStoreName();
  const { stores, store, formKey } = loaderData;
  const answer = actionData ?? null;
  return (
    <AdminPage
      title={t("receipts.newTitle")}
      actions={
        store && (
          <Link to={paths.admin("stockReceipts", undefined, { store: store.id })} className="font-semibold underline underline-offset-4">
            {t("receipts.back")}
          </Link>
        )
      }
    >
      <StorePicker stores={stores} store={store?.id ?? null} page="newStockReceipt" />
      {store && (
        <>
          <StockTabs store={store.id} />
          <p className="max-w-3xl text-neutral-700">{t("receipts.newLead")}</p>
          <section aria-labelledby="receipt-form-title" className="space-y-4 rounded border border-neutral-300 bg-white p-4">
            <h2 id="receipt-form-title" className="text-xl font-semibold">
              {t("receipts.formTitle", { store: storeName(store) })}
            </h2>
            {answer && answer.messages.length > 0 && (
              <DocumentRefusal messages={answer.messages} earlier={answer.earlier ? { page: "stockReceipt", id: answer.earlier } : null} />
            )}
            {/* A new key after each receipt (the page loads again); kept while the same form is corrected. */}
            <Form method="post" className="space-y-4" data-receipt-form key={answer?.nonce ?? formKey}>
              <input type="hidden" name="key" value={answer?.values.key ?? formKey} />
              <ReceiptHeadFields id="receipt" values={answer?.values ?? null} />
              <StockLinesInput
                rows={answer?.rows ?? emptyRows(NEW_ROWS)}
                rowErrors={answer?.rowErrors ?? {}}
                unitCost
                query={answer?.query ?? ""}
                found={answer?.found ?? null}
              />
              <p className="text-sm text-neutral-700">{t("receipts.costHint")}</p>
              <button type="submit" name="intent" value="receive" className={buttonClasses} data-receipt-submit>
                {t("receipts.submit")}
              </button>
            </Form>
          </section>
        </>
      )}
    </AdminPage>
  );
}
