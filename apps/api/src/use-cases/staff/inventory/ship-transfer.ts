// Shipping a transfer (issue 33; docs/inventory.md "Transfers"): the units leave the sending store (a `transfer-out`
// movement per line) and are in transit: sellable nowhere until the receiving store receives them. Under the
// transfer's row lock (two clicks or two staff ship it once: the second finds it shipped), then the sending city's
// offers' locks (the rule of every stock writer): a product the receiving city does not sell is refused (its units
// could not be kept there), as is a line the sending store cannot cover, naming the product and what is there.
import { quotedNames, type StockTransfer, stockLineMessage, type TransferStep, transferTexts } from "@shop/contracts";
import {
  findOfferedProductIds,
  findTransfer,
  lockCityOffers,
  lockTransfer,
  postMovements,
  readStoreUnits,
  setTransferStatus,
  type UserRow,
  writeAudit,
} from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError, type Issue } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { transferView } from "./list-transfers";
import { stockCityName, stockStoreLabel } from "./store-scope";
import { auditLines, auditStore } from "./transfer-audit";
import { checkStep, storeOf, transferContext } from "./transfer-view";

export async function shipTransfer(
  deps: Pick<ApiDeps, "database" | "contentChanged">,
  staff: UserRow,
  id: number,
  body: TransferStep,
  locale: Locale,
): Promise<StockTransfer> {
  const { db } = deps.database;
  const context = await transferContext(db, staff);
  await db.transaction(async (tx) => {
    const locked = await lockTransfer(tx, id);
    if (!locked) throw new AppError("NOT_FOUND");
    checkStep(context, locked, "ship", body.version);
    const [from, to, row] = [storeOf(context, locked.fromStoreId), storeOf(context, locked.toStoreId), await findTransfer(tx, id, locale)];
    const lines = (row?.lines ?? []).map((line, index) => ({ ...line, line: index + 1 }));
    const productIds = lines.map((line) => line.productId);

    // The receiving city must sell every product: otherwise its units would have nowhere to be kept.
    const offered = await findOfferedProductIds(tx, to.cityId, productIds);
    const lacking = lines.filter((line) => !offered.has(line.productId));
    if (lacking.length) {
      throw new AppError("VALIDATION_FAILED", {
        messages: transferTexts((m, l) =>
          m.destinationLacks({
            city: stockCityName(to, l),
            names: quotedNames(
              l,
              lacking.map((line) => line.name),
            ),
          }),
        ),
        issues: lacking.map((line) => ({
          path: `lines.${line.line}.product`,
          message: stockLineMessage(locale, line.line, { problem: "notOffered", name: line.name, city: stockCityName(to, locale) }),
        })),
      });
    }

    const cityOffers = await lockCityOffers(tx, from.cityId, productIds);
    const units = await readStoreUnits(tx, from.id, productIds);
    const issues: Issue[] = lines.flatMap((line) => {
      if (!cityOffers.has(line.productId))
        return [
          {
            path: `lines.${line.line}.product`,
            message: stockLineMessage(locale, line.line, { problem: "notOffered", name: line.name, city: stockCityName(from, locale) }),
          },
        ];
      const available = units.get(line.productId) ?? 0;
      if (available >= line.quantity) return [];
      return [
        {
          path: `lines.${line.line}.quantity`,
          message: stockLineMessage(locale, line.line, { problem: "short", name: line.name, store: stockStoreLabel(from), available }),
        },
      ];
    });
    if (issues.length) throw new AppError("VALIDATION_FAILED", { issues });

    if (!(await setTransferStatus(tx, id, { from: "draft", to: "shipped", by: staff.id })))
      throw new AppError("CONFLICT", { messages: transferTexts((m) => m.refusals.shipped) });
    await postMovements(
      tx,
      from.cityId,
      lines.map((line) => ({ storeId: from.id, productId: line.productId, quantity: -line.quantity, kind: "transfer-out" as const })),
      { actor: "staff", actorUserId: staff.id, document: { type: "transfer", id: String(id) }, note: row?.note ?? null },
    );
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "stock.transfer-ship",
      entityType: "stock-transfer",
      entityId: String(id),
      cityId: from.cityId,
      before: { status: "draft" },
      after: { status: "shipped", from: auditStore(from), to: auditStore(to), lines: auditLines(lines, (line) => -line.quantity) },
    });
  });
  deps.contentChanged?.();
  return transferView(db, context, id, locale);
}
