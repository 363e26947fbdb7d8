// The SQL of a catalogue search (search.ts decides which to run). All of it reads search_postings by its
// indexes only (migrations 0003_search_index and 0009_search_speed):
//   search_postings_rank (city_id, word, in_name desc, popularity desc, product_id) include (visible, prev_word)
//   search_postings_product_idx (product_id, city_id, word) include (in_name)
//   search_postings_first (city_id, word, shared) include (visible, product_id)
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

/**
 * How a posting `sp` scores for a meant word `q.word` (the typed word, or what it is a typo of): 2, +1 when the
 * meant word starts it, +2 when it is the meant word, +1 when it is among the names.
 */
const SCORE = sql`2 + starts_with(sp.word, q.word)::int + 2 * (sp.word = q.word)::int + sp.in_name::int`;

/**
 * One query word (one range): the catalogue words of its range from the lexicon, each scored (2, +1 when a meant
 * word starts it, +2 when it is one; +1 more for a posting among the names), and each word's best postings: the
 * first offset+limit entries of its part of search_postings_rank (a product under several words keeps its best
 * score). So a page costs about its length however many products match. The total counts each product by its
 * first word in the range: the one sharing fewer leading letters with the product's previous word than the stem
 * has (search_postings_first). One statement; no rows when nothing in the city matches.
 */
export function wordQuery(term: PlannedTerm, input: PageInput): SQL {
  const range = term.ranges[0] as WordRange;
  const total = input.withTotal
    ? sql`, (select count(*)::int from w join search_postings sp on sp.word = w.word
        where sp.city_id = ${input.cityId} and sp.shared < ${range.stem.length}${visibleOnly(input)}) as total`
    : sql``;
  return sql`
    with w as materialized (
      select sw.word, greatest(${sql.join(
        term.words.map((m) => sql`2 + starts_with(sw.word, ${m})::int + 2 * (sw.word = ${m})::int`),
        sql`, `,
      )}) as score
      from search_words sw where sw.word ~>=~ ${range.stem} and sw.word ~<~ ${upper(range.stem)}
    ),
    hits as (
      select p.id, w.score + p.in_name::int as s, p.popularity
      from w cross join lateral (
        select sp.product_id as id, sp.in_name, sp.popularity from search_postings sp
        where sp.city_id = ${input.cityId} and sp.word = w.word${visibleOnly(input)}
        order by sp.in_name desc nulls last, sp.popularity desc nulls last, sp.product_id
        limit ${input.offset + input.limit}
      ) p
    )
    select id${total}
    from (select id, max(s) as relevance, max(popularity) as popularity from hits group by id) r
    order by relevance desc, popularity desc, id
    limit ${input.limit} offset ${input.offset}`;
}

/** The rows of a query's terms: (term index, stem of one of its ranges, a word it means). */
export function termRows(terms: readonly PlannedTerm[]): SQL {
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
  // The full-text query: every term as the lexicon's words of its ranges ("(kalyan | kalyani) & (kava)"). Whole
  // words, which the GIN index intersects skipping through the longer lists, where a prefix ("kalya:*") would be
  // read whole first (2-3 times slower). A term no word of the lexicon starts (a typo: "faker") leaves the index
  // unasked.
  const stems = terms.flatMap((term, index) => term.ranges.map((range) => ({ index, stem: range.stem })));
  const textQuery = sql`select string_agg('(' || t.words || ')', ' & ') from (
      select s.term, string_agg(quote_literal(sw.word), ' | ') as words
      from unnest(${sql.param(stems.map((s) => s.index))}::int[], ${sql.param(stems.map((s) => s.stem))}::text[]) as s(term, stem)
      join search_words sw on sw.word ~>=~ s.stem and sw.word ~<~ (s.stem || ${AFTER_WORDS})
      group by s.term
    ) t having count(*) = ${terms.length}`;
  return sql`
    with text_query as materialized (select (${textQuery})::tsquery as q),
    found as materialized (
      select f.* from text_query t cross join lateral search_products_matching(t.q, ${max + 1}) f where t.q is not null
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
