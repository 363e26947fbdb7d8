// The one writer of the back office's offer changes (a product's offers per city, a city's CSV import): for
// (city, product) rows, the offer as it should be given the stored one. All or nothing in one transaction: the
// rows are locked first, so a concurrent save or sale is never overwritten with stale values; every value is
// checked (the database's rules, messages in the caller's language naming the row and field); a changed
// effective retail price gets a price_history point (Omnibus: the lowest price of the last 30 days); each
// changed offer gets an audit row; the storefront's caches are dropped after the commit. Stock is held per store
// (issue 19): the offers are locked first, then their store rows are read and written, and offers.stock moves by
// the same change, so it stays their sum whatever orders do meanwhile (they lock the offers first too).
import { offerIssueMessage } from "@shop/contracts";
import {
  type AuditEntry,
  addPriceHistory,
  findOfferStores,
  findStaffCities,
  insertOffersIfAbsent,
  lockOffers,
  type OfferCityRow,
  type OfferKey,
  type OfferProductRow,
  type OfferStoreRow,
  offerKey,
  staffMayActOn,
  type Tx,
  type UserRow,
  writeAudit,
  writeOffers,
  writeStoreStock,
} from "@shop/db";
import { type Locale, type OfferValues, offerCsvColumn, offerProblems, retailPrice, sameOffer, storeTotal } from "@shop/domain";
import { AppError, type Issue } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { notifyBackInStock, stockAlertEffectsOf } from "../../catalogue/notify-back-in-stock";
import { auditedOffer, storeLabelOf, storeStockWrites, withCityStock } from "./offer-stock";

export interface OfferChange {
  city: OfferCityRow;
  product: OfferProductRow;
  /** Where the row is, for messages: a line of a CSV (fields named as its columns) or a city of a product's table. */
  where: { line: number } | { city: string };
  /** Prefix of the issues' paths ("lines.3", "offers.0"). */
  path: string;
  /**
   * The offer as it should be, given the one stored now (null: none); null removes it. May throw (CONFLICT). Its
   * `storeStock` is every store's units (a store left out holds none); its `stock` is worked out from them.
   */
  next: (current: OfferValues | null) => OfferValues | null;
}

export interface SavedOffer {
  change: OfferChange;
  before: OfferValues | null;
  after: OfferValues | null;
}

export interface SaveOffersOptions {
  /** Only work out (and check) the changes; nothing is written. */
  dryRun?: boolean;
  /** One more audit row for the whole save (a CSV import), written when something changed. */
  summary?: (changed: number) => Omit<AuditEntry, "actorUserId">;
}

export async function saveOffers(
  deps: Pick<ApiDeps, "database" | "contentChanged"> & Partial<Pick<ApiDeps, "brand" | "paymentOptions" | "mailQueued">>,
  staff: UserRow,
  changes: readonly OfferChange[],
  locale: Locale,
  options: SaveOffersOptions = {},
): Promise<{ changes: SavedOffer[]; unchanged: number }> {
  const db = deps.database.db;
  const scope = await findStaffCities(db, staff);
  if (changes.some((change) => !staffMayActOn(scope, change.city.id))) throw new AppError("NOT_FOUND");
  const keyOf = (change: OfferChange): OfferKey => ({ cityId: change.city.id, productId: change.product.id });
  if (new Set(changes.map((change) => offerKey(keyOf(change)))).size !== changes.length) throw new Error("saveOffers: a row twice");

  let notified = 0;
  const saved = await db.transaction(async (tx) => {
    // The offers first (the locking rule every stock writer follows), then what their stores hold.
    const stored = await lockOffers(tx, changes.map(keyOf));
    const stores = await findOfferStores(tx, [...new Set(changes.map((change) => change.city.id))]);
    let decided = decide(changes, stored, stores, locale);
    if (options.dryRun) return decided;
    const creates = decided.filter((row) => row.before === null && row.after !== null);
    const inserted = await insertOffersIfAbsent(
      tx,
      creates.map((row) => ({ ...keyOf(row.change), offer: row.after as OfferValues })),
    );
    // Another save created some of them meanwhile: decide those again over what it stored.
    const raced = creates.filter((row) => !inserted.has(offerKey(keyOf(row.change)))).map((row) => row.change);
    if (raced.length) {
      const again = decide(raced, await lockOffers(tx, raced.map(keyOf)), stores, locale);
      decided = [...decided.filter((row) => !raced.includes(row.change)), ...again];
    }
    await writeOffers(
      tx,
      decided
        .filter((row) => !inserted.has(offerKey(keyOf(row.change))))
        .map(({ change, before, after }) => ({ ...keyOf(change), offer: after, stockDelta: (after?.stock ?? 0) - (before?.stock ?? 0) })),
    );
    // A new offer's row is there now (with the stores' sum), so its store rows may follow.
    await writeStoreStock(
      tx,
      decided.flatMap(({ change, before, after }) => (after ? storeStockWrites(keyOf(change), before, after) : [])),
      { actorUserId: staff.id },
    );
    await record(tx, staff, decided, stores, options);
    // Back in stock (issue 18): the confirmed alerts of the cities whose stock went up are e-mailed, once.
    const restocked = decided.filter(({ before, after }) => after !== null && after.stock > (before?.stock ?? 0));
    notified = await notifyBackInStock(
      tx,
      stockAlertEffectsOf(deps),
      restocked.map((row) => row.change.city.id),
    );
    return decided;
  });
  if (!options.dryRun && saved.length) deps.contentChanged?.();
  if (notified) deps.mailQueued?.();
  return { changes: saved, unchanged: changes.length - saved.length };
}

/** The rows whose offer changes, as it should be and checked. Throws VALIDATION_FAILED listing every problem. */
function decide(
  changes: readonly OfferChange[],
  stored: ReadonlyMap<string, OfferValues>,
  stores: ReadonlyMap<number, OfferStoreRow[]>,
  locale: Locale,
): SavedOffer[] {
  const issues: Issue[] = [];
  const rows: SavedOffer[] = [];
  for (const change of changes) {
    const before = stored.get(offerKey({ cityId: change.city.id, productId: change.product.id })) ?? null;
    const next = change.next(before);
    const after = next && withCityStock(next, before, change.product.kind);
    if (sameOffer(before, after)) continue;
    // Only what changes is checked: an offer stored before a rule existed does not block the others.
    if (after) issues.push(...offerIssues(change, after, stores.get(change.city.id) ?? [], locale));
    // Units on a shelf are not made to vanish with the offer (issue 33): they are transferred or written off first.
    else if (before && storeTotal(before.storeStock) > 0)
      issues.push({ path: change.path, message: offerIssueMessage(locale, change.where, null, "holdsStock") });
    rows.push({ change, before, after });
  }
  if (issues.length) throw new AppError("VALIDATION_FAILED", { issues });
  return rows;
}

function offerIssues(
  change: Pick<OfferChange, "where" | "path" | "product">,
  offer: OfferValues,
  stores: readonly OfferStoreRow[],
  locale: Locale,
): Issue[] {
  const context = { kind: change.product.kind, storeIds: stores.map((store) => store.id) };
  return offerProblems(offer, context).map(({ field, problem, store }) => {
    if ("line" in change.where) {
      const column = offerCsvColumn(field, store);
      return { path: `${change.path}.${column}`, message: offerIssueMessage(locale, change.where, { column }, problem) };
    }
    const what = store === undefined ? { field } : { store: storeLabelOf(stores, store) };
    const path = store === undefined ? `${change.path}.${field}` : `${change.path}.${field}.${store}`;
    return { path, message: offerIssueMessage(locale, change.where, what, problem) };
  });
}

async function record(
  tx: Tx,
  staff: UserRow,
  rows: readonly SavedOffer[],
  stores: ReadonlyMap<number, OfferStoreRow[]>,
  options: SaveOffersOptions,
): Promise<void> {
  const now = new Date();
  const repriced = rows.filter(({ before, after }) => after !== null && (before === null || retailPrice(before) !== retailPrice(after)));
  await addPriceHistory(
    tx,
    repriced.map(({ change, after }) => ({
      cityId: change.city.id,
      productId: change.product.id,
      price: retailPrice(after as OfferValues),
      validFrom: now,
    })),
  );
  for (const { change, before, after } of rows) {
    const cityStores = stores.get(change.city.id) ?? [];
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "offer.update",
      entityType: "offer",
      entityId: `${change.city.slug}:${change.product.id}`,
      cityId: change.city.id,
      before: auditedOffer(before, cityStores),
      after: auditedOffer(after, cityStores),
    });
  }
  if (options.summary && rows.length) await writeAudit(tx, { actorUserId: staff.id, ...options.summary(rows.length) });
}
