// The SQL of a catalogue search (search.ts decides which to run). All of it reads search_postings by its
// indexes only (migration 0003_search_index):
//   search_postings_rank (city_id, word, in_name desc, popularity desc, product_id) include (visible, prev_word)
//   search_postings_product_idx (product_id, city_id, word) include (in_name)
// Words are compared in byte order (~>=~, ~<~: text_pattern_ops), so that the words starting with a stem
// are one range whatever the database's collation.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";

export type Queryable = Pick<Db, "execute">;

/** Above every [a-z0-9]: the words starting with `stem` are those from `stem` up to `stem + AFTER_WORDS`. */
const AFTER_WORDS = "{";

/** The words that start with a stem: one range of the index. */
export interface WordRange {
  stem: string;
}

/** A query word: the ranges its matches' words lie in, and how a matching word scores. */
export interface PlannedTerm {
  ranges: WordRange[];
  /** The words the query means by it (the typed word, or the words it is a typo of). */
  words: string[];
}

export interface PageInput {
  cityId: number;
  onlyVisible: boolean;
  limit: number;
  offset: number;
  withTotal: boolean;
}

const upper = (stem: string) => `${stem}${AFTER_WORDS}`;
const visibleOnly = (input: { onlyVisible: boolean }) => (input.onlyVisible ? sql` and sp.visible` : sql``);
const inRange = (range: WordRange) => sql`sp.word ~>=~ ${range.stem} and sp.word ~<~ ${upper(range.stem)}`;

/**
 * How a catalogue word matching a query word scores: 2, +1 when the meant word starts it, +2 when it is the
 * meant word (the best over the meant words); +1 more when it is among the names (added in SQL).
 */
export function wordScore(word: string, meant: readonly string[]): number {
  let best = 2;
  for (const m of meant) best = Math.max(best, 2 + (word.startsWith(m) ? 1 : 0) + (word === m ? 2 : 0));
  return best;
}

/** The same in SQL, for a posting `sp` and a meant word `q.word`. */
const SCORE = sql`2 + starts_with(sp.word, q.word)::int + 2 * (sp.word = q.word)::int + sp.in_name::int`;

/** The catalogue words in a range (from the lexicon), at most `max`. */
export async function wordsInRange(db: Queryable, range: WordRange, max: number): Promise<string[]> {
  const { rows } = await db.execute<{ word: string }>(sql`
    select word from search_words where word ~>=~ ${range.stem} and word ~<~ ${upper(range.stem)}
    order by word collate "C" limit ${max}`);
  return rows.map((row) => row.word);
}

/** The terms as a full-text query on products.search_tsv: every term, by any of its stems as a prefix. */
export function textQuery(terms: readonly PlannedTerm[]): string {
  return terms.map((term) => `(${term.ranges.map((range) => `${range.stem}:*`).join(" | ")})`).join(" & ");
}

/**
 * One query word whose range holds a few catalogue words: each word's best postings are the first entries of
 * its part of search_postings_rank, so the page is among the first offset+limit entries of each word (a
 * product under several words keeps its best score). The total counts each product once: by its first word in
 * the range (the one whose prev_word lies below the range).
 */
export function tieredQuery(range: WordRange, words: readonly { word: string; score: number }[], input: PageInput): SQL {
  const depth = input.offset + input.limit;
  const branches = words.map(
    ({ word, score }) => sql`(select sp.product_id as id, ${score}::int + sp.in_name::int as s, sp.popularity
      from search_postings sp where sp.city_id = ${input.cityId} and sp.word = ${word}${visibleOnly(input)}
      order by sp.in_name desc nulls last, sp.popularity desc nulls last, sp.product_id limit ${depth})`,
  );
  const total = input.withTotal
    ? sql`, (select count(*)::int from search_postings sp
        where sp.city_id = ${input.cityId} and ${inRange(range)}${visibleOnly(input)}
          and (sp.prev_word is null or sp.prev_word ~<~ ${range.stem})) as total`
    : sql``;
  return sql`
    select id${total}
    from (select t.id, max(t.s) as relevance, max(t.popularity) as popularity from (${sql.join(branches, sql` union all `)}) t group by t.id) r
    order by relevance desc, popularity desc, id
    limit ${input.limit} offset ${input.offset}`;
}

/** The rows of a query's terms: (term index, stem of one of its ranges, a word it means). */
function termRows(terms: readonly PlannedTerm[]): SQL {
  const rows = terms.flatMap((term, index) =>
    term.ranges.flatMap((range) => term.words.map((word) => ({ index, stem: range.stem, word }))),
  );
  const column = <T>(values: T[]) => sql.param(values);
  return sql`select * from unnest(${column(rows.map((r) => r.index))}::int[], ${column(rows.map((r) => r.stem))}::text[],
        ${column(rows.map((r) => r.word))}::text[]) as q(term, stem, word)`;
}

const termScores = (terms: readonly PlannedTerm[]) =>
  terms.map((_, i) => sql`max(${SCORE}) filter (where q.term = ${sql.raw(String(i))}) as ${sql.raw(`s${i}`)}`);

/**
 * The products having every term, from the full-text index on products.search_tsv (which intersects the terms'
 * lists itself: ~0.1 us a posting), each then scored from its postings in the city (one index probe; no
 * postings, not offered). The plan for broad words whose intersection is narrow ("hose coconut"). When more
 * than `max` products (of any city) match, it answers only that (found > max, no ids): search.ts then reads
 * the postings instead (aggregatedQuery). Always one row at least: found, then the page's ids (null if none).
 */
export function intersectedQuery(terms: readonly PlannedTerm[], input: PageInput, max: number): SQL {
  const total = input.withTotal ? sql`, (select count(*)::int from matches) as total` : sql``;
  const relevance = sql.join(
    terms.map((_, i) => sql.raw(`s.s${i}`)),
    sql` + `,
  );
  const matched = sql.join(
    terms.map((_, i) => sql.raw(`s.s${i} is not null`)),
    sql` and `,
  );
  return sql`
    with found as materialized (
      select * from search_products_matching(${textQuery(terms)}::tsquery, ${max + 1})
    ),
    matches as materialized (
      select f.id, f.popularity, ${relevance} as relevance
      from found f cross join lateral (
        select ${sql.join(termScores(terms), sql`, `)}
        from search_postings sp join (${termRows(terms)}) q on sp.word ~>=~ q.stem and sp.word ~<~ (q.stem || ${AFTER_WORDS})
        where sp.product_id = f.id and sp.city_id = ${input.cityId}${visibleOnly(input)}
      ) s
      where (select count(*) from found) <= ${max} and ${matched}
    )
    select (select count(*)::int from found) as found, page.*
    from (select 1) one left join lateral (
      select id${total} from matches
      order by relevance desc, popularity desc, id
      limit ${input.limit} offset ${input.offset}
    ) page on true`;
}

/**
 * Every term's postings read and grouped by product (a hash aggregate over all of them): the plan for words
 * that mostly occur together ("al fakher"), where probing or intersecting would touch each match again.
 */
export function aggregatedQuery(terms: readonly PlannedTerm[], input: PageInput): SQL {
  const perTerm = terms.map((_, i) => sql`coalesce(max(${SCORE}) filter (where q.term = ${sql.raw(String(i))}), 0)`);
  const allTerms = terms.map((_, i) => sql`bool_or(q.term = ${sql.raw(String(i))})`);
  const total = input.withTotal ? sql`, (select count(*)::int from matches) as total` : sql``;
  return sql`
    with q as (${termRows(terms)}),
    matches as materialized (
      select sp.product_id as id, max(sp.popularity) as popularity, ${sql.join(perTerm, sql` + `)} as relevance
      from q cross join lateral (
        select sp.product_id, sp.word, sp.in_name, sp.popularity from search_postings sp
        where sp.city_id = ${input.cityId} and sp.word ~>=~ q.stem and sp.word ~<~ (q.stem || ${AFTER_WORDS})${visibleOnly(input)}
        offset 0
      ) sp
      group by sp.product_id
      having ${sql.join(allTerms, sql` and `)}
    )
    select id${total} from matches
    order by relevance desc, popularity desc, id
    limit ${input.limit} offset ${input.offset}`;
}
