// What a misspelt query word stands for: the words of the city's catalogue nearest to it. Looked up in the
// lexicon (search_words: every word of every search document, a few thousand rows with a trigram index), so
// it costs about the same however big the catalogue is.
import { allowedTypos, transpositionVariants, typoDistance } from "@shop/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";

/** Lexicon words read per misspelt word. */
const CANDIDATES = 40;
/** Equally near corrections kept per word (each one more range of the index to read). */
const MAX_TIED = 3;

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

/** "dubble" → "duble", "hookkah" → "hookah": every run of one letter as one letter (doubled letters are a common slip). */
const squeezeLetters = (word: string) => word.replace(/(.)\1+/g, "$1");

/** Edit distance with doubling forgiven: "dubble" is one typo from "double" (both squeeze to "duble"/"double"). */
const nearness = (typed: string, word: string) =>
  Math.min(typoDistance(typed, word), typoDistance(squeezeLetters(typed), squeezeLetters(word)));

/**
 * For each typed word of 4+ letters (by its index), the catalogue word of the city it is nearest to by edit
 * distance (typoDistance), when within allowedTypos and not the word itself. Candidates: lexicon words sharing
 * enough trigrams with it (pg_trgm `%`, similarity 0.3), and for a short word its letter swaps ("mnit" → "mint")
 * and one-letter changes ("limr" → "lime"), which trigrams forgive little. When none is near enough, a word
 * that sounds the same (search_sound: "мастхев" → "mastkhev" → "musthave") whatever the distance. Only words
 * that some product of the city has count (the lexicon keeps every word it ever saw).
 */
export async function correctWords(
  db: Pick<Db, "execute">,
  input: { cityId: number; onlyVisible: boolean; words: readonly string[] },
): Promise<Map<number, string[]>> {
  const misspelt = input.words.map((typed, index) => ({ typed, index })).filter(({ typed }) => typed.length >= 4);
  const corrections = new Map<number, string[]>();
  if (misspelt.length === 0) return corrections;
  const inCity = sql`exists (select 1 from search_postings sp where sp.city_id = ${input.cityId} and sp.word = w.word${
    input.onlyVisible ? sql` and sp.visible` : sql``
  })`;
  const lookups: SQL[] = misspelt.flatMap(({ typed, index }) => {
    const similar = sql`(select ${index}::int as term, w.word, false as by_sound from search_words w
      where w.word % ${typed} and ${inCity} order by similarity(w.word, ${typed}) desc, w.word limit ${CANDIDATES})`;
    // A doubled letter costs a word half its trigrams ("dubble" shares too few with "double"): look up the squeezed word too.
    const squeezed = squeezeLetters(typed);
    const similarSqueezed =
      squeezed !== typed && squeezed.length >= 3
        ? [
            sql`(select ${index}::int as term, w.word, false as by_sound from search_words w
      where w.word % ${squeezed} and ${inCity} order by similarity(w.word, ${squeezed}) desc, w.word limit ${CANDIDATES})`,
          ]
        : [];
    const bySound = sql`(select ${index}::int as term, w.word, true as by_sound from search_words w
      where w.sound = search_sound(${typed}) and length(w.sound) >= 2 and ${inCity} limit ${CANDIDATES})`;
    const patterns = [
      ...transpositionVariants(typed).map((variant) => ({ variant, like: false })),
      ...substitutionPatterns(typed).map((variant) => ({ variant, like: true })),
    ];
    if (patterns.length === 0) return [similar, ...similarSqueezed, bySound];
    const conditions = patterns.map(({ variant, like }) => (like ? sql`w.word like ${variant}` : sql`w.word = ${variant}`));
    const near = sql`(select ${index}::int as term, w.word, false as by_sound from search_words w
      where (${sql.join(conditions, sql` or `)}) and ${inCity} limit ${CANDIDATES})`;
    return [similar, ...similarSqueezed, near, bySound];
  });
  const { rows } = await db.execute<{ term: number; word: string; by_sound: boolean }>(sql.join(lookups, sql` union all `));

  for (const { typed, index } of misspelt) {
    const candidates = rows.filter((row) => row.term === index);
    // The nearest by edit distance within the typos allowed; failing that, the nearest that sounds alike.
    // Of equally near ones the first few, the most similar by trigrams first (the order the lookup returned them
    // in): "dubble" is as near "bubble" as "double", and only the query's other words tell which was meant.
    const nearest = (limit: number, bySound: boolean) => {
      let best: { words: string[]; distance: number } | undefined;
      for (const row of candidates) {
        if (row.by_sound !== bySound || row.word === typed) continue;
        const distance = nearness(typed, row.word);
        if (distance > limit || (best && distance > best.distance)) continue;
        if (!best || distance < best.distance) best = { words: [row.word], distance };
        else if (best.words.length < MAX_TIED && !best.words.includes(row.word)) best.words.push(row.word);
      }
      return best?.words;
    };
    // A word of the catalogue as typed is no typo ("mint" in "al fakhre mint").
    if (candidates.some((row) => row.word === typed)) continue;
    const words = nearest(allowedTypos(typed.length), false) ?? nearest(Number.POSITIVE_INFINITY, true);
    if (words !== undefined) corrections.set(index, words);
  }
  return corrections;
}
