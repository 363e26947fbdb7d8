// The daily "to reorder" digest (issue 33; docs/inventory.md "Reorder points and the daily digest"): once the shop's
// day has reached 07:00, each city manager whose cities' stores have products below their minimum gets one e-mail in
// their language listing them. The day's row in reorder_digests is inserted in the transaction that queues the e-mail
// (on conflict do nothing): however many processes run this at once, one e-mail a manager a day. Nothing low: no
// e-mail and no row, so a later pass the same day sends one if something falls below its minimum by then. Admins
// are not city managers and get none.
import {
  claimReorderDigest,
  type Db,
  type DigestRecipient,
  listDigestRecipients,
  listManagerReorderDue,
  listStockStores,
  type ReorderDueRow,
  type StockStoreRow,
} from "@shop/db";
import { type BrandId, isLocale, type Locale, reorderDigestDay, reorderQuantity } from "@shop/domain";
import { queueEmail, type ReorderDigestMail } from "@shop/mail";
import type { Logger } from "pino";
import { stockCityName, stockStoreLabel } from "./store-scope";

export interface ReorderDigestDeps {
  database: { db: Db };
  logger: Logger;
  brand: BrandId;
  /** The shop's origin for the links to the back office. */
  publicOrigin: string;
}

export interface DigestResult {
  /** The shop day the pass was for (null: before 07:00, nothing due). */
  day: string | null;
  sent: number;
  failed: number;
}

/** The manager's stores with something below the minimum, in the shop's order, named in the e-mail's language. */
function storesOf(due: readonly ReorderDueRow[], stores: ReadonlyMap<number, StockStoreRow>, locale: Locale, origin: string) {
  const byStore = new Map<number, ReorderDigestMail["stores"][number]>();
  for (const row of due) {
    const store = stores.get(row.storeId);
    if (!store) continue;
    let entry = byStore.get(store.id);
    if (!entry) {
      entry = {
        name: stockStoreLabel(store),
        cityName: stockCityName(store, locale),
        link: `${origin.replace(/\/+$/, "")}/${locale}/admin/stock/reorder?store=${store.id}`,
        lines: [],
      };
      byStore.set(store.id, entry);
    }
    entry.lines.push({
      name: row.name,
      sku: row.sku,
      units: row.units,
      min: row.min,
      target: row.target,
      toOrder: reorderQuantity(row, row.units),
    });
  }
  // listStockStores is in the shop's order: the e-mail follows it.
  return [...stores.keys()].flatMap((id) => byStore.get(id) ?? []);
}

/** One manager's digest, in one transaction: true when this call queued it. */
async function sendOne(deps: ReorderDigestDeps, recipient: DigestRecipient, day: string): Promise<boolean> {
  const locale: Locale = isLocale(recipient.locale) ? recipient.locale : "en";
  return deps.database.db.transaction(async (tx) => {
    const due = await listManagerReorderDue(tx, recipient.userId, locale);
    if (due.length === 0) return false;
    // Another process's transaction claiming the same day holds this insert until it ends, then it finds the row.
    if (!(await claimReorderDigest(tx, recipient.userId, day))) return false;
    // Every store, in the shop's order (a chain has a few dozen): the due rows pick theirs.
    const stores = new Map((await listStockStores(tx, "all")).map((store) => [store.id, store]));
    await queueEmail(tx, {
      to: recipient.email,
      locale,
      brand: deps.brand,
      message: { kind: "reorder-digest", firstName: recipient.firstName, day, stores: storesOf(due, stores, locale, deps.publicOrigin) },
    });
    return true;
  });
}

/** One pass: every city manager's digest of the day that is due and not sent yet. */
export async function sendReorderDigests(deps: ReorderDigestDeps, now: Date = new Date()): Promise<DigestResult> {
  const day = reorderDigestDay(now);
  const result: DigestResult = { day, sent: 0, failed: 0 };
  if (!day) return result;
  for (const recipient of await listDigestRecipients(deps.database.db, day)) {
    try {
      if (await sendOne(deps, recipient, day)) {
        result.sent++;
        deps.logger.info({ userId: recipient.userId, day }, "reorder digest queued");
      }
    } catch (error) {
      result.failed++;
      deps.logger.error({ err: error, userId: recipient.userId, day }, "reorder digest failed; trying again at the next pass");
    }
  }
  return result;
}
