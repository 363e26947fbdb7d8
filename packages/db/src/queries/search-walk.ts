// A query of several words that many products match ("al fakher", or "рідина тр" while it is typed): its page
// is usually all from the top tier, and walking that tier costs about the page's length, where reading every
// posting of the words (aggregatedQuery) costs every match. search.ts decides when to try it.
import { type SQL, sql } from "drizzle-orm";
import { type PageInput, type PlannedTerm, termRows } from "./search-plans";

/** How a word of a term's range scores for the meant word `q.word`, without the name bonus (SCORE, search-plans.ts). */
const wordScore = (word: SQL) => sql`2 + starts_with(${word}, q.word)::int + 2 * (${word} = q.word)::int`;

/**
 * The top tier: the products having, for every term, one of its best-scoring words among their names. Their
 * relevance is the most any product can have, so they come first, by popularity alone. Walked from the term
 * `driver` (it must have a single best word) down search_postings_rank, that word's name entries by popularity;
 * each product is checked for the other terms (one probe of search_postings_product_idx each), until
 * offset+limit are found or `maxScan` entries are read. `walked` says how many were found: fewer than
 * offset+limit, and the page is not known (the tier is smaller, or sparse in the driver's entries).
 *
 * The total (when asked for and the page is known) counts the products having every term: per term, each product
 * by its first word in the range (search_postings_first), joined on the product. Every term has one range here.
 */
export function walkedQuery(terms: readonly PlannedTerm[], driver: number, input: PageInput, maxScan: number): SQL {
  const depth = input.offset + input.limit;
  const visible = input.onlyVisible ? sql` and sp.visible` : sql``;
  const stem = (i: number) => terms[i]?.ranges[0]?.stem ?? "";
  const perTerm = terms.map(
    (_, i) => sql`(select sp.product_id from lex l join search_postings sp on sp.word = l.word
      where l.term = ${sql.raw(String(i))} and sp.city_id = ${input.cityId} and sp.shared < ${stem(i).length}${visible}) ${sql.raw(`t${i}`)}`,
  );
  const joined = perTerm.slice(1).reduce((from, next) => sql`${from} join ${next} using (product_id)`, perTerm[0] as SQL);
  const total = input.withTotal
    ? sql`, case when (select count(*) from walk) >= ${depth} then (select count(*)::int from ${joined}) end as total`
    : sql``;
  // The other terms, each by one of its best words among the product's names: a probe per product walked (a
  // scalar subquery, which the planner keeps per row, where it would turn an EXISTS into a join reading them all).
  const others = terms.flatMap((term, i) =>
    i === driver
      ? []
      : [
          sql`(select true from search_postings sp
            where sp.product_id = d.id and sp.city_id = ${input.cityId} and sp.word ~>=~ ${stem(i)} and sp.word ~<~ ${`${stem(i)}{`}
              and sp.in_name and (select max(${wordScore(sql`sp.word`)}) from unnest(${sql.param(term.words)}::text[]) q(word))
                = (select score from tops where term = ${sql.raw(String(i))}) limit 1)`,
        ],
  );
  return sql`
    with q as materialized (${termRows(terms)}),
    lex as materialized (
      select q.term, sw.word, max(${wordScore(sql`sw.word`)}) as score
      from q join search_words sw on sw.word ~>=~ q.stem and sw.word ~<~ (q.stem || '{')
      group by q.term, sw.word
    ),
    tops as materialized (select term, max(score) as score from lex group by term),
    best as materialized (
      select l.word from lex l join tops t on t.term = l.term and t.score = l.score where l.term = ${sql.raw(String(driver))}
    ),
    walk as materialized (
      select d.id, d.popularity from (
        select sp.product_id as id, sp.popularity from search_postings sp
        where sp.city_id = ${input.cityId} and sp.word = (select min(word) from best) and sp.in_name${visible}
        order by sp.in_name desc nulls last, sp.popularity desc nulls last, sp.product_id
        limit ${maxScan}
      ) d
      where (select count(*) from tops) = ${terms.length} and (select count(*) from best) = 1
        and ${others.length > 0 ? sql.join(others, sql` and `) : sql`true`}
      limit ${depth}
    )
    select (select count(*)::int from walk) as walked, page.*
    from (select 1) one left join lateral (
      select id${total} from walk order by popularity desc, id limit ${input.limit} offset ${input.offset}
    ) page on true`;
}
