// A refusal naming an earlier document (issue 33): the supplier's document received already, or the register number
// recorded already. The message says which one; the link opens it.

import { Link } from "react-router";
import type { AdminPage } from "../../../lib/admin/paths";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert } from "../page";

export function DocumentRefusal({
  messages,
  earlier,
  heading,
}: {
  messages: string[];
  /** The earlier document's page and number, when the refusal names one. */
  earlier: { page: Extract<AdminPage, "stockReceipt" | "stockSale">; id: number } | null;
  heading?: string | undefined;
}) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <div className="space-y-2" data-stock-document-refusal>
      {heading && <p className="font-semibold">{heading}</p>}
      <AdminAlert messages={messages} />
      {earlier && (
        <p>
          <Link
            to={
              earlier.page === "stockReceipt"
                ? paths.admin("stockReceipt", { receiptId: String(earlier.id) })
                : paths.admin("stockSale", { saleId: String(earlier.id) })
            }
            className="font-semibold underline underline-offset-4"
            data-stock-earlier-document
          >
            {earlier.page === "stockReceipt" ? t("receipts.open", { id: earlier.id }) : t("sales.open", { id: earlier.id })}
          </Link>
        </p>
      )}
    </div>
  );
}
