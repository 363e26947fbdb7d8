// Catalogue search over products.search_doc and its GIN trigram index (products_search_trgm).
//
// Why this shape (measured on 50,000 products: bench/search.ts, `npm run bench:search`):
// - search_doc holds every name, the brand, the category path and the attribute values in all four
//   languages, normalised by @shop/domain (lower case, accents folded, Cyrillic transliterated to Latin with
//   one table for uk and ru; buildSearchDocument). Queries go through the same normalisation, so scripts,
//   transliteration and accents cost nothing at query time, and the SQL is the same on PGlite and
//   PostgreSQL 15 (no unaccent, nothing newer than PG 15).
// - Words match by their start: every query word of 2+ letters, less an inflection ending (searchStem:
//   "zapalniczka" also finds "zapalniczki", "minty" finds "mint"), must start a word of the document:
//   `search_doc like '% stem%'`, which the trigram index serves and whose recheck is cheap. Matching by
//   pg_trgm word_similarity (`word <% search_doc`) was measured first: its recheck computes the trigrams of
//   the whole document, 25-50 us per row on PostgreSQL (more on PGlite), so a word found in 1,000 products
//   took 50-100 ms; the LIKE path costs a few us per match.
// - Typos: only when a query finds nothing as typed (as with typo tolerance "min" in search engines: a
//   word spelt right is not diluted by its near misses). Then a few documents (TYPO_SAMPLE) that share
//   trigrams with each word are read through the index with `<%` (and its letter swaps by LIKE: "mnit"),
//   their words nearest by edit distance taken as what was meant ("hokah" → "hookah", "альфакер" →
//   "alfaker" → "alfakher"), and the query runs again with them. `<%` reads its threshold from the
//   setting pg_trgm.word_similarity_threshold: set with set_config(..., true) in a short transaction on one
//   connection (BEGIN, set, SELECT, COMMIT through drizzle's transaction, never pool.query meanwhile: the
//   PGlite pool has one connection), so no other query sees it (nor enable_seqscan off, set there too); the
//   word goes in as an InitPlan value, so the planner does not estimate `<%` by computing it on every
//   document of the column's statistics.
// - Relevance is a small integer (see rankedQuery): a whole word over a word start, a name over the
//   category or attributes, query words adjacent as in a name; equal relevance is exactly equal, then
//   popularity decides, then the id.
// - Only products with an offer in the city (visible unless onlyVisible is false) count.
// - Cost: linear in the number of matches: each one is rechecked, probed for its offer, scored and counted
//   (~5 us a match on the machine measured, PostgreSQL and PGlite alike: 1,000 matches ~8 ms, 5,000 ~40 ms).
//   Ranking only the first N found would bound it, but could miss the most relevant and most popular
//   matches and make the total a floor, so it is not done.
import {
  allowedTypos,
  buildSearchDocument,
  LOCALES,
  normalizeSearchText,
  searchStem,
  transpositionVariants,
  typoDistance,
} from "@shop/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";

/** Anything that runs drizzle queries: the database or a transaction. */
type Queryable = Pick<Db, "execute" | "transaction">;

// ---------------------------------------------------------------------------------------------------
// Documents

const REFRESH_BATCH = 2_000;
/** After this many changed documents, refreshSearchDocuments merges the index's pending list. */
const PENDING_LIST_FLUSH = 500;

/**
 * Recomputes products.search_doc of the given products (all when omitted) from their names, brand,
 * category and its parents, and attribute values, in all four languages. Call it after changing any of them.
 */
export async function refreshSearchDocuments(db: Pick<Db, "execute">, productIds?: readonly number[]): Promise<number> {
  const ids = productIds
    ? [...new Set(productIds)]
    : (await db.execute<{ id: number }>(sql`select id from products order by id`)).rows.map((row) => row.id);
  if (ids.length === 0) return 0;

  const { rows: categoryRows } = await db.execute<{
    id: number;
    parent_id: number | null;
    name_en: string;
    name_uk: string;
    name_pl: string;
    name_ru: string;
  }>(sql`select id, parent_id, name_en, name_uk, name_pl, name_ru from categories`);
  const categories = new Map(categoryRows.map((row) => [row.id, row]));
  const categoryNames = (id: number): string[] => {
    const names: string[] = [];
    const visited = new Set<number>();
    for (let category = categories.get(id); category && !visited.has(category.id); category = categories.get(category.parent_id ?? -1)) {
      visited.add(category.id);
      names.push(category.name_en, category.name_uk, category.name_pl, category.name_ru);
    }
    return names;
  };

  let updated = 0;
  for (let start = 0; start < ids.length; start += REFRESH_BATCH) {
    const batch = sql.param(ids.slice(start, start + REFRESH_BATCH));
    // One after another: `db` may be a transaction, one connection.
    const products = await db.execute<{ id: number; category_id: number; brand: string | null }>(sql`
      select p.id, p.category_id, b.name as brand
      from products p left join brands b on b.id = p.brand_id
      where p.id = any(${batch}::int[])`);
    const texts = await db.execute<{ product_id: number; locale: string; name: string }>(sql`
      select product_id, locale, name from product_texts where product_id = any(${batch}::int[])`);
    const attributes = await db.execute<{ product_id: number; name_en: string; name_uk: string; name_pl: string; name_ru: string }>(sql`
      select pav.product_id, av.name_en, av.name_uk, av.name_pl, av.name_ru
      from product_attribute_values pav join attribute_values av on av.id = pav.value_id
      where pav.product_id = any(${batch}::int[])
      order by pav.product_id, av.attribute_code, av.sort_order, av.id`);
    const names = groupBy(texts.rows, (row) => row.product_id);
    const values = groupBy(attributes.rows, (row) => row.product_id);
    const documents = products.rows.map((product) => {
      const localeOrder = (locale: string) => LOCALES.indexOf(locale as (typeof LOCALES)[number]);
      const primary = (names.get(product.id) ?? []).sort((a, b) => localeOrder(a.locale) - localeOrder(b.locale)).map((row) => row.name);
      if (product.brand) primary.push(product.brand);
      const secondary = [
        ...categoryNames(product.category_id),
        ...(values.get(product.id) ?? []).flatMap((row) => [row.name_en, row.name_uk, row.name_pl, row.name_ru]),
      ];
      return { id: product.id, doc: buildSearchDocument(primary, secondary) };
    });
    if (documents.length === 0) continue;
    const result = await db.execute(sql`
      update products p set search_doc = v.doc
      from jsonb_to_recordset(${JSON.stringify(documents)}::jsonb) as v(id int, doc text)
      where p.id = v.id and p.search_doc is distinct from v.doc`);
    updated += result.rowCount ?? 0;
  }
  // Rows updated in bulk wait in the GIN index's pending list, which every search reads through until
  // (auto)vacuum merges it (a search of 50,000 fresh documents took 5-10 times longer): merge it now, when
  // allowed (it takes the index's owner, as VACUUM does).
  if (updated >= PENDING_LIST_FLUSH) {
    await db.execute(sql`
      select gin_clean_pending_list(c.oid) from pg_class c
      where c.oid = 'products_search_trgm'::regclass and pg_has_role(c.relowner, 'USAGE')`);
  }
  return updated;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------------
// Queries

export interface SearchProductsInput {
  cityId: number;
  query: string;
  limit: number;
  offset?: number;
  /** Only products whose offer in the city is visible (default true). */
  onlyVisible?: boolean;
}

export interface SearchProductsResult {
  /** Product ids, most relevant first, equally relevant ones by popularity. */
  ids: number[];
  /** How many products match in all. */
  total: number;
}

export interface SuggestInput {
  cityId: number;
  query: string;
  limit: number;
}

/** At most this many words of a query count (the API allows 100 characters). */
const MAX_WORDS = 6;
/** Longer words are cut. */
const MAX_WORD_LENGTH = 30;
/** Documents read per misspelt word to find what it stands for. */
const TYPO_SAMPLE = 40;
/** At most this many catalogue words stand for one misspelt word. */
const MAX_CORRECTIONS = 4;

interface Term {
  /** A word of the query (normalised, 2+ characters). */
  typed: string;
  /** What the documents must contain: the typed word itself, or the catalogue words it is a typo of. */
  words: string[];
}

interface ParsedQuery {
  /** Every word of 2+ characters must match. */
  terms: Term[];
  /** Adjacent query words glued together ("fajka wodna" → "faykawodna"), as documents glue adjacent words of a name. */
  pairs: string[];
}

function parseQuery(query: string): ParsedQuery | null {
  const all = [...new Set(normalizeSearchText(query).split(" "))]
    .filter((word) => word !== "")
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
    .slice(0, MAX_WORDS);
  const terms = all.filter((word) => word.length >= 2).map((typed) => ({ typed, words: [typed] }));
  if (terms.length === 0) return null;
  return { terms, pairs: all.slice(1).map((word, i) => `${all[i]}${word}`) };
}

interface RankInput {
  cityId: number;
  onlyVisible: boolean;
  limit: number;
  offset: number;
  withTotal: boolean;
}

/**
 * Every term must start a word of the document (its stem must). Relevance points: per term 2, +1 when the
 * whole typed word starts a document word, +2 when it is a whole document word, +1 when that is among the
 * names; summed over the terms, plus 1 for every pair of query words that is adjacent in a name. Integers:
 * the sort key of every match is cheap to compute, and equal relevance is exactly equal.
 */
function rankedQuery(parsed: ParsedQuery, input: RankInput): SQL {
  const any = (patterns: string[]) =>
    sql`(${sql.join(
      patterns.map((pattern) => sql`p.search_doc like ${pattern}`),
      sql` or `,
    )})`;
  const flag = (patterns: string[]) => sql`${any(patterns)}::int`;
  const conditions = parsed.terms.map((term) => any(term.words.map((word) => `% ${searchStem(word)}%`)));
  const scores = parsed.terms.map((term) => {
    const prefix = term.words.some((word) => searchStem(word) !== word)
      ? sql` + ${flag(term.words.map((word) => `% ${word}%`))}`
      : sql` + 1`;
    return sql`2${prefix} + 2 * ${flag(term.words.map((word) => `% ${word} %`))} + ${flag(term.words.map((word) => `% ${word} %|%`))}`;
  });
  const pairs = parsed.pairs.map((pair) => sql` + (p.search_doc like ${`% ${pair} %`})::int`);
  // OFFSET 0 keeps this an index probe of offers per match (2-3 us each here). As a join, the planner
  // prefers to read and hash all of the city's offers (~8 ms at 50,000), which costs more up to a few
  // thousand matches, the usual case.
  const offered = sql`exists (select 1 from offers o where o.city_id = ${input.cityId} and o.product_id = p.id${input.onlyVisible ? sql` and o.visible` : sql``} offset 0)`;
  // Materialised: the matches are narrow rows (id, popularity, relevance) computed once; the total
  // counts them and the page is a top-N sort of them (no window over, and no sort of, wide rows).
  return sql`
    with matches as materialized (
      select p.id, p.popularity, ${sql.join(scores, sql` + `)}${sql.join(pairs, sql``)} as relevance
      from products p
      where ${sql.join(conditions, sql` and `)} and ${offered}
    )
    select id${input.withTotal ? sql`, (select count(*)::int from matches) as total` : sql``}
    from matches
    order by relevance desc, popularity desc, id
    limit ${input.limit} offset ${input.offset}`;
}

async function runRanked(db: Queryable, parsed: ParsedQuery, input: RankInput): Promise<SearchProductsResult | null> {
  const { rows } = await db.execute<{ id: number; total?: number }>(rankedQuery(parsed, input));
  if (rows.length > 0) return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? rows.length };
  if (input.offset > 0 && input.withTotal) {
    // A page past the end: the total still counts (one more query, only for such pages).
    const first = await db.execute<{ total: number }>(rankedQuery(parsed, { ...input, limit: 1, offset: 0 }));
    if (first.rows[0]) return { ids: [], total: first.rows[0].total };
  }
  return null;
}

/**
 * A value the planner does not see (an InitPlan's output): it does not evaluate the operator on every
 * entry of search_doc's statistics to estimate a selectivity (for word_similarity on documents of a few
 * hundred characters that alone takes milliseconds), and the default estimate leads to the GIN index anyway.
 */
const hidden = (value: string) => sql`(select ${value}::text)`;

/**
 * "daft" → "_aft", "daf_": LIKE patterns of a 4-5 letter word with one letter changed, where the rest keeps
 * three letters together (what the trigram index can look up; "d_ft" would read every word starting with d).
 */
function substitutionPatterns(word: string): string[] {
  if (word.length < 4 || word.length > 5 || /^[0-9]+$/.test(word)) return [];
  return [...word]
    .map((_, i) => ({ i, pattern: `${word.slice(0, i)}_${word.slice(i + 1)}` }))
    .filter(({ i }) => i >= 3 || word.length - i - 1 >= 3)
    .map(({ pattern }) => pattern);
}

/** The least pg_trgm word_similarity of a document a misspelt word of this length is looked for in. */
function samplingThreshold(length: number): number {
  return length <= 4 ? 0.45 : 0.4;
}

/**
 * The catalogue words each term of 4+ letters is a typo of: a few documents that share enough trigrams
 * with it (pg_trgm word_similarity through the index; with its letter swaps for a short word) are read,
 * and their words nearest by edit distance are taken, when near enough. Null when nothing changes.
 */
async function correctTypos(db: Queryable, parsed: ParsedQuery): Promise<ParsedQuery | null> {
  const misspelt = parsed.terms.map((term, index) => ({ term, index })).filter(({ term }) => term.typed.length >= 4);
  if (misspelt.length === 0) return null;
  const samples = misspelt.flatMap(({ term, index }) => {
    const byTrigrams = sql`(select ${index}::int as term, search_doc from products
      where ${hidden(term.typed)} <% search_doc limit ${TYPO_SAMPLE})`;
    // Trigrams forgive a short word little: its letter swaps, and (4-5 letters) a changed letter where three
    // others stay together, as LIKE patterns ("mnit" → "mint", "limr" → "lim_" → "lime"). Apart from the
    // trigram branch, so that their cheap recheck is not the costly word_similarity of `<%`.
    const patterns = [...transpositionVariants(term.typed), ...substitutionPatterns(term.typed)];
    if (patterns.length === 0) return [byTrigrams];
    const byPatterns = sql`(select ${index}::int as term, search_doc from products
      where ${sql.join(
        patterns.map((pattern) => sql`search_doc like ${`% ${pattern}%`}`),
        sql` or `,
      )}
      limit ${TYPO_SAMPLE})`;
    return [byTrigrams, byPatterns];
  });
  const threshold = Math.min(...misspelt.map(({ term }) => samplingThreshold(term.typed.length)));
  // The threshold of `<%` is a setting: local to a transaction on one connection, so no other query sees
  // it. So is enable_seqscan off: with a LIMIT, the planner would rather read the table until enough rows
  // pass, computing word_similarity on each; when few or none do, that is the whole table.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true), set_config('enable_seqscan', 'off', true)`,
    );
    return (await tx.execute<{ term: number; search_doc: string }>(sql.join(samples, sql` union all `))).rows;
  });

  let changed = false;
  const terms = parsed.terms.map((term, index) => {
    if (term.typed.length < 4) return term;
    const tokens = new Set<string>();
    for (const row of rows) if (row.term === index) for (const token of row.search_doc.split(" ")) if (token.length > 1) tokens.add(token);
    let best = allowedTypos(term.typed.length) + 1;
    let words: string[] = [];
    for (const token of tokens) {
      const distance = typoDistance(term.typed, token);
      if (distance < best) {
        best = distance;
        words = [token];
      } else if (distance === best) words.push(token);
    }
    if (words.length === 0 || best === 0) return term;
    changed = true;
    return { typed: term.typed, words: words.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, MAX_CORRECTIONS) };
  });
  return changed ? { terms, pairs: parsed.pairs } : null;
}

async function ranked(db: Queryable, query: string, input: RankInput): Promise<SearchProductsResult> {
  const parsed = parseQuery(query);
  if (!parsed) return { ids: [], total: 0 };
  const found = await runRanked(db, parsed, input);
  if (found) return found;
  // Nothing as typed: perhaps typos ("hokah", "mnit", "альфакер" → "alfaker" for "alfakher").
  const corrected = await correctTypos(db, parsed);
  return (corrected && (await runRanked(db, corrected, input))) ?? { ids: [], total: 0 };
}

/** Products of the city matching the query, most relevant first, then the most popular. */
export async function searchProductIds(db: Queryable, input: SearchProductsInput): Promise<SearchProductsResult> {
  const limit = Math.max(0, Math.trunc(input.limit));
  const offset = Math.max(0, Math.trunc(input.offset ?? 0));
  const options = { cityId: input.cityId, onlyVisible: input.onlyVisible ?? true, offset, withTotal: true };
  if (limit > 0) return ranked(db, input.query, { ...options, limit });
  // Only the total.
  const { total } = await ranked(db, input.query, { ...options, limit: 1 });
  return { ids: [], total };
}

/** A few product ids for type-ahead (the last word may be unfinished: words match by their start). */
export async function suggest(db: Queryable, input: SuggestInput): Promise<number[]> {
  const limit = Math.max(0, Math.min(50, Math.trunc(input.limit)));
  if (limit === 0) return [];
  const { ids } = await ranked(db, input.query, { cityId: input.cityId, onlyVisible: true, limit, offset: 0, withTotal: false });
  return ids;
}
