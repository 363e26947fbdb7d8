// Catalogue search over the search index (search_postings, search_words and products.search_tsv, kept by
// triggers from products.search_doc, products.popularity and offers; see search-documents.ts, search-plans.ts,
// search-walk.ts and migrations 0003_search_index, 0009_search_speed). docs/catalogue.md tells the whole design.
//
// - Every name, the brand, the category path and the attribute values of a product in all four languages
//   are normalised by @shop/domain (lower case, accents folded, Cyrillic transliterated to Latin with one
//   table for uk and ru); queries go through the same normalisation, so scripts, transliteration and accents
//   cost nothing at query time and the SQL is the same on PGlite and PostgreSQL.
// - Every query word of 2+ letters, less an inflection ending (searchStem: "zapalniczka" also finds
//   "zapalniczki", "minty" finds "mint"), must start a word of the product.
// - Relevance: per query word, the best of its matching words scores 2, +1 when the whole typed word starts
//   it, +2 when it is the typed word, +1 when it is among the names; summed over the query words. Equal
//   relevance is exactly equal; then popularity decides, then the id.
// - Typos: only when a query finds nothing as typed (a word spelt right is not diluted by its near misses);
//   then each word of 4+ letters is replaced by the nearest word of the city's catalogue (search-typos.ts).
// - Cost (bench/search.ts, 50,000 products in one city, 310 queries, a page of 24): p50/p95 1.3/3.2 ms on
//   PostgreSQL, 2.7/7.0 ms on PGlite; type-ahead p99 4 and 6 ms (docs/catalogue.md has the figures). The first
//   version (a trigram LIKE over whole documents, each match rechecked, probed for its offer and scored) cost
//   ~5 us a match: 45 and 60 ms at p95.
import { normalizeSearchText, searchStem } from "@shop/domain";
import type { SQL } from "drizzle-orm";
import {
  aggregatedQuery,
  intersectedQuery,
  type PageInput,
  type PlannedTerm,
  type Queryable,
  type WordRange,
  wordQuery,
} from "./search-plans";
import { correctWords } from "./search-typos";
import { walkedQuery } from "./search-walk";

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
/**
 * A query of several words matching at most this many products is answered from the full-text index (each
 * match then costs an index probe); one matching more, by reading all its words' postings.
 */
const MAX_INTERSECTED = 400;
/**
 * The top tier's walk (walkedQuery) reads at most this many entries per product of the page, plus the extra; it
 * costs ~10 us a product, so a deeper page (the listing's 1,000) reads all postings instead.
 */
const MAX_WALK_FACTOR = 2;
const MAX_WALK_EXTRA = 200;
const MAX_WALK_DEPTH = 100;

/** A query word and what a product's word must be to match it: the typed word, or what it is a typo of. */
interface Term {
  typed: string;
  words: string[];
}

function parseQuery(query: string): Term[] {
  const words = [...new Set(normalizeSearchText(query).split(" "))]
    .filter((word) => word.length >= 2)
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
    .slice(0, MAX_WORDS);
  return words.map((typed) => ({ typed, words: [typed] }));
}

type RankInput = PageInput;

/** The ranges of catalogue words a term matches: its stems, less those inside a shorter one. */
function planTerm(term: Term): PlannedTerm {
  const stems = [...new Set(term.words.map(searchStem))].sort((a, b) => a.length - b.length);
  const ranges: WordRange[] = [];
  for (const stem of stems) if (!ranges.some((range) => stem.startsWith(range.stem))) ranges.push({ stem });
  return { ranges, words: term.words };
}

/** Runs the query of a page; a page past the end still reports the total (one more query). */
async function runPages(db: Queryable, query: (page: RankInput) => SQL, input: RankInput): Promise<SearchProductsResult | null> {
  const { rows } = await db.execute<{ id: number; total?: number }>(query(input));
  if (rows.length > 0) return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? rows.length };
  if (input.offset > 0 && input.withTotal) {
    const first = await db.execute<{ total: number }>(query({ ...input, limit: 1, offset: 0 }));
    if (first.rows[0]) return { ids: [], total: first.rows[0].total };
  }
  return null;
}

/** Null when nothing matches. */
async function runRanked(db: Queryable, terms: readonly Term[], input: RankInput): Promise<SearchProductsResult | null> {
  const planned = terms.map(planTerm);
  const [only] = planned;
  // One word: its catalogue words' best entries (wordQuery), one statement.
  if (only && planned.length === 1 && only.ranges.length === 1) return runPages(db, (page) => wordQuery(only, page), input);
  // Several words: the full-text index finds the products having them all, unless they are too many (see
  // intersectedQuery); then the top tier is walked (walkedQuery), and failing that all their postings are read.
  // Type-ahead (no total) walks first: its page is short, and a half-typed last word is costly to intersect.
  if (!input.withTotal) {
    const page = await walked(db, planned, input);
    if (page) return page;
  }
  const intersected = async (page: RankInput) =>
    (await db.execute<{ found: number; id: number | null; total?: number }>(intersectedQuery(planned, page, MAX_INTERSECTED))).rows;
  const rows = await intersected(input);
  const found = rows[0]?.found ?? 0;
  if (found === 0) return null;
  if (found > MAX_INTERSECTED) {
    return (input.withTotal ? await walked(db, planned, input) : null) ?? runPages(db, (page) => aggregatedQuery(planned, page), input);
  }
  const hits = rows.filter((row) => row.id !== null);
  if (hits.length > 0) return { ids: hits.map((row) => row.id as number), total: hits[0]?.total ?? hits.length };
  if (input.offset === 0 || !input.withTotal) return null;
  const first = await intersected({ ...input, limit: 1, offset: 0 });
  return first[0]?.id != null ? { ids: [], total: first[0].total ?? 0 } : null;
}

/**
 * The page from the top tier (walkedQuery), or null when the tier does not fill it. Walked from the longest word
 * (the likeliest to be rare, and to be one word of the catalogue rather than the start of many).
 */
async function walked(db: Queryable, terms: readonly PlannedTerm[], input: RankInput): Promise<SearchProductsResult | null> {
  const depth = input.offset + input.limit;
  if (depth > MAX_WALK_DEPTH || terms.some((term) => term.ranges.length !== 1)) return null;
  const length = (term: PlannedTerm) => Math.max(...term.words.map((word) => word.length));
  const driver = terms.reduce((best, term, i) => (length(term) > length(terms[best] as PlannedTerm) ? i : best), 0);
  const { rows } = await db.execute<{ walked: number; id: number | null; total?: number | null }>(
    walkedQuery(terms, driver, input, MAX_WALK_FACTOR * depth + MAX_WALK_EXTRA),
  );
  if ((rows[0]?.walked ?? 0) < depth) return null;
  return { ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])), total: rows[0]?.total ?? 0 };
}

async function ranked(db: Queryable, query: string, input: RankInput): Promise<SearchProductsResult> {
  const terms = parseQuery(query);
  if (terms.length === 0) return { ids: [], total: 0 };
  const found = await runRanked(db, terms, input);
  if (found) return found;
  // Nothing as typed: perhaps typos ("hokah", "mnit", "альфакер" → "alfaker" for "alfakher").
  const corrections = await correctWords(db, {
    cityId: input.cityId,
    onlyVisible: input.onlyVisible,
    words: terms.map((term) => term.typed),
  });
  if (corrections.size === 0) return { ids: [], total: 0 };
  const corrected = terms.map((term, index) => ({ typed: term.typed, words: corrections.get(index) ?? term.words }));
  return (await runRanked(db, corrected, input)) ?? { ids: [], total: 0 };
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
