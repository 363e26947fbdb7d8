// A city's offers from a CSV (the export's columns; header required, any order; columns the file lacks keep
// their values; a stock column per store of the city, `stock:<id>`, an empty cell keeping the store's units).
// Every problem of the file is listed by line (a bad number, an unknown product slug or store, a sale price not
// below the price…) and then nothing changes; otherwise all lines are saved at once (save-offers). A dry run
// answers what would change.
import { localized, type OffersImportResult, offerIssueMessage, staffOffersCatalogue } from "@shop/contracts";
import { findOfferProductsBySlugs, findOfferStores, type OfferProductRow, type UserRow } from "@shop/db";
import { applyOfferCsvRow, type Locale, type Localized, type OfferCsvProblem, parseOffersCsv } from "@shop/domain";
import { AppError, type Issue } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { staffOfferCity } from "./list-city-offers";
import { offerCityOf } from "./list-product-offers";
import { staffOfferStoreOf } from "./offer-stock";
import { type OfferChange, saveOffers } from "./save-offers";

const NOT_IMPORTED: Localized = /* @__PURE__ */ localized(staffOffersCatalogue, (m) => m.notImported);

export async function importOffersCsv(
  deps: Pick<ApiDeps, "database" | "contentChanged">,
  staff: UserRow,
  request: { city: string; csv: string; dryRun: boolean },
  locale: Locale,
): Promise<OffersImportResult> {
  const db = deps.database.db;
  const { city } = await staffOfferCity(db, staff, request.city);
  const stores = (await findOfferStores(db, [city.id])).get(city.id) ?? [];
  const { rows, problems } = parseOffersCsv(
    request.csv,
    stores.map((store) => store.id),
  );
  const products = await findOfferProductsBySlugs(
    db,
    rows.map((row) => row.slug),
    locale,
  );
  const known = rows.filter((row) => products.has(row.slug));
  const changes: OfferChange[] = known.map((row) => ({
    city,
    product: products.get(row.slug) as OfferProductRow,
    where: { line: row.line },
    path: `lines.${row.line}`,
    next: (current) => applyOfferCsvRow(current, row.values),
  }));
  const unknown: OfferCsvProblem[] = rows
    .filter((row) => !products.has(row.slug))
    .map((row) => ({ line: row.line, column: "product_slug", problem: "unknownProduct" }));
  if (problems.length || unknown.length) {
    // The good lines are checked too (a sale price not below the price…), so that one answer lists every problem.
    const lineIssues = [...problems, ...unknown].map((p) => ({
      line: p.line,
      issue: {
        path: p.column ? `lines.${p.line}.${p.column}` : `lines.${p.line}`,
        message: offerIssueMessage(locale, { line: p.line }, p.column ? { column: p.column } : null, p.problem),
      },
    }));
    const valueIssues = (await valueProblems(deps, staff, changes, locale)).map((issue) => ({
      line: Number(issue.path.split(".")[1]),
      issue,
    }));
    const all = [...lineIssues, ...valueIssues].sort((a, b) => a.line - b.line);
    throw new AppError("VALIDATION_FAILED", { messages: NOT_IMPORTED, issues: all.map((entry) => entry.issue) });
  }

  const saved = await saveOffers(deps, staff, changes, locale, {
    dryRun: request.dryRun,
    summary: (changed) => ({
      action: "offers.import",
      entityType: "city",
      entityId: city.slug,
      cityId: city.id,
      after: { lines: rows.length, changed },
    }),
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "VALIDATION_FAILED")
      throw new AppError("VALIDATION_FAILED", { messages: NOT_IMPORTED, issues: error.issues ?? [] });
    throw error;
  });
  return {
    dryRun: request.dryRun,
    city: offerCityOf(city, locale),
    stores: stores.map(staffOfferStoreOf),
    lines: rows.length,
    changes: saved.changes.map(({ change, before, after }) => ({
      line: (change.where as { line: number }).line,
      product: change.product,
      before,
      // An import never removes an offer.
      after: after ?? applyOfferCsvRow(before, {}),
    })),
    unchanged: saved.unchanged,
  };
}

/** What a dry run of the good lines refuses (their values' problems). */
async function valueProblems(
  deps: Pick<ApiDeps, "database" | "contentChanged">,
  staff: UserRow,
  changes: OfferChange[],
  locale: Locale,
): Promise<Issue[]> {
  try {
    await saveOffers(deps, staff, changes, locale, { dryRun: true });
    return [];
  } catch (error) {
    if (error instanceof AppError && error.code === "VALIDATION_FAILED") return error.issues ?? [];
    throw error;
  }
}
