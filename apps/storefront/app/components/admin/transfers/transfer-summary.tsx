// A transfer's facts (issue 33): from and to, who did each step and when, the products the receiving city does not
// sell (named before shipping: shipping is refused until then), what is in transit, and the lines with what arrived,
// what is missing and why, and how each discrepancy was settled.

import type { StockTransfer } from "@shop/contracts";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";
import { useStoreName } from "../stock/store-picker";

export function TransferSummary({ transfer }: { transfer: StockTransfer }) {
  const { t } = useTranslation("admin");
  const { lang } = useAdminPaths();
  const storeName = useStoreName();
  const when = (stamp: { at: string; by: string | null }) => ({
    by: stamp.by ?? t("stock.document.unknownStaff"),
    at: formatShopDate(stamp.at, lang, true),
  });
  const lacking = transfer.lines.filter((line) => !line.offeredAtDestination);
  const beforeReceipt = transfer.status === "draft" || transfer.status === "shipped";
  const received = transfer.status === "received";
  return (
    <section aria-labelledby="transfer-facts" className="space-y-3">
      <h2 id="transfer-facts" className="text-xl font-semibold">
        {t("transfers.detail.route", { from: storeName(transfer.from), to: storeName(transfer.to) })}
      </h2>
      <ul className="space-y-1 text-neutral-800">
        <li>{t("transfers.detail.created", when(transfer.created))}</li>
        {transfer.shipped && <li>{t("transfers.detail.shipped", when(transfer.shipped))}</li>}
        {transfer.received && <li>{t("transfers.detail.received", when(transfer.received))}</li>}
        {transfer.canceled && <li>{t("transfers.detail.canceled", when(transfer.canceled))}</li>}
      </ul>
      {transfer.note && <p className="whitespace-pre-line rounded bg-neutral-100 p-3">{transfer.note}</p>}
      {beforeReceipt && lacking.length > 0 && (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900" data-not-offered>
          {t("transfers.detail.notOffered", {
            city: transfer.to.city.name,
            names: lacking.map((line) => `${line.product.name} (${line.product.sku})`).join(", "),
          })}
        </p>
      )}
      {transfer.status === "shipped" && (
        <p className="rounded border border-blue-300 bg-blue-50 p-3" data-in-transit>
          {t("transfers.detail.inTransitNote", {
            units: t("transfers.amounts.units", { count: transfer.units }),
            from: storeName(transfer.from),
            to: storeName(transfer.to),
          })}
        </p>
      )}
      <AdminTable label={t("transfers.detail.linesTitle")}>
        <thead>
          <tr>
            <th scope="col">{t("transfers.detail.product")}</th>
            <th scope="col">SKU</th>
            <th scope="col" className="text-right">
              {t("transfers.detail.sent")}
            </th>
            {received && (
              <>
                <th scope="col" className="text-right">
                  {t("transfers.detail.arrived")}
                </th>
                <th scope="col" className="text-right">
                  {t("transfers.detail.missing")}
                </th>
                <th scope="col">{t("transfers.detail.reason")}</th>
                <th scope="col">{t("transfers.detail.settled")}</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {transfer.lines.map((line) => (
            <tr key={line.product.id} data-transfer-line={line.product.id}>
              <td>
                {line.product.name}
                {beforeReceipt && !line.offeredAtDestination && (
                  <span className="ml-2 text-sm font-semibold text-red-800">
                    {t("transfers.detail.notAtDestination", { city: transfer.to.city.name })}
                  </span>
                )}
              </td>
              <td>{line.product.sku}</td>
              <td className="text-right tabular-nums">{line.quantity}</td>
              {received && (
                <>
                  <td className="text-right tabular-nums">{line.received}</td>
                  <td className="text-right tabular-nums">{line.missing || ""}</td>
                  <td>{line.reason}</td>
                  <td>
                    {line.missing > 0 && !line.resolution && (
                      <span className="rounded bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900" data-open-discrepancy>
                        {t("transfers.openMarker")}
                      </span>
                    )}
                    {line.resolution && (
                      <>
                        {t(
                          line.resolution.kind === "arrived" ? "transfers.detail.arrivedLater" : "transfers.detail.writtenOff",
                          when(line.resolution),
                        )}
                        {line.resolution.note && <span className="block text-sm text-neutral-700">{line.resolution.note}</span>}
                      </>
                    )}
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </section>
  );
}
