// Text normalisation for catalogue search (the products.search_doc column and the queries against it).
// Everything is brought to one Latin alphabet, so that a trigram index finds a word whatever the
// language or script it was typed in:
//   - lower case, accents stripped (NFKD), Polish ł → l: "Zapalniczką" → "zapalniczka", "LÓD" → "lod";
//   - ONE Cyrillic table for Ukrainian and Russian, chosen so that the two spellings of the same word
//     converge: uk і and ru и → i, uk и and ru ы → i, я → ya, ю → yu, є → ye, ї → yi, ё → e, г and ґ → g,
//     х → kh; soft and hard signs and apostrophes vanish: "кальян" → "kalyan", uk "м'ята" and ru "мята"
//     → "myata", uk "сир" and ru "сыр" → "sir", "альфакер" → "alfaker";
//   - two Latin foldings that make the usual Latin spellings of Cyrillic words meet ours: j → y (Polish
//     "kaljan" = "kalyan", "fajka" = "файка") and x → ks ("mix" = "микс");
//   - letters and digits apart ("50g" = "50 g"), anything else a space.
// Documents and queries go through the same function, so a folding is never a mismatch by itself.

const CYRILLIC: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  ґ: "g",
  д: "d",
  е: "e",
  ё: "e",
  є: "ye",
  ж: "zh",
  з: "z",
  и: "i",
  і: "i",
  ї: "yi",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ў: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "i",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

/** Latin letters NFKD does not decompose, and the two foldings described above. */
const LATIN: Record<string, string> = {
  ł: "l",
  đ: "d",
  ð: "d",
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  þ: "th",
  ı: "i",
  j: "y",
  x: "ks",
};

/** Apostrophes join a word's parts (uk "м'ята", "fumari's") instead of splitting it. */
const APOSTROPHES = /['’ʼ‘`´ʹ]/g;
const COMBINING_MARKS = /\p{M}/gu;
const CYRILLIC_LETTER = /[\u0400-\u04ff]/g;
const LATIN_SPECIAL = /[łđðøæœßþıjx]/g;

/** Lower-cased, accent-free, transliterated Latin words ([a-z0-9]) separated by single spaces. */
export function normalizeSearchText(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(APOSTROPHES, "")
      // Composed first, so that й, ё and ї are transliterated as letters of their own, not as и, е and і.
      .normalize("NFC")
      .replace(CYRILLIC_LETTER, (c) => CYRILLIC[c] ?? c)
      .normalize("NFKD")
      .replace(COMBINING_MARKS, "")
      // What decomposed into a Cyrillic base letter (a rarer letter with a diacritic).
      .replace(CYRILLIC_LETTER, (c) => CYRILLIC[c] ?? " ")
      .replace(LATIN_SPECIAL, (c) => LATIN[c] ?? c)
      .replace(/([a-z])(?=[0-9])|([0-9])(?=[a-z])/g, "$1$2 ")
      .replace(/[^a-z0-9]+/g, " ")
      .trim()
  );
}

/** The normalised words of a text. */
export function searchWords(text: string): string[] {
  const normalized = normalizeSearchText(text);
  return normalized === "" ? [] : normalized.split(" ");
}

/**
 * The search document of a product: `primary` texts (its names, its brand) and `secondary` ones (its
 * categories, attribute values) normalised, each word once, as " <primary> | <secondary> " (a space at both
 * ends; the words before the "|" are the names). The words of each `joined` text (the brand) also go among the
 * names with every two adjacent ones glued together, so that "alfakher" and (as a typo of it) "альфакер" →
 * "alfaker" meet "Al Fakher" → "al fakher alfakher". Other names are not glued: a glued pair is a word of its
 * own in the search index, and "mint250" would only make it bigger.
 */
export function buildSearchDocument(primary: readonly string[], secondary: readonly string[] = [], joined: readonly string[] = []): string {
  const seen = new Set<string>();
  const section = (texts: readonly string[], glued: readonly string[] = []) => {
    const tokens: string[] = [];
    const add = (token: string) => {
      if (token === "" || seen.has(token)) return;
      seen.add(token);
      tokens.push(token);
    };
    for (const text of texts) for (const word of searchWords(text)) add(word);
    for (const text of glued) {
      const words = searchWords(text);
      for (const word of words) add(word);
      for (let i = 0; i + 1 < words.length; i++) add(`${words[i]}${words[i + 1]}`);
    }
    return tokens.join(" ");
  };
  const first = section(primary, joined);
  const second = section(secondary);
  return ` ${first}${first ? " " : ""}|${second ? " " : ""}${second} `;
}

/**
 * The part of a query word a document word must start with: the word less an inflection ending (one
 * letter of a 5-8 letter word, two of a longer one), so that "zapalniczka" finds "zapalniczki", "tytoń"
 * "tytoniu", "kalyany" "kalyan" and "minty" "mint". Words of 4 letters or less stay whole.
 */
export function searchStem(word: string): string {
  if (word.length <= 4) return word;
  return word.slice(0, word.length - (word.length >= 9 ? 2 : 1));
}

/**
 * Edit distance (insertions, deletions, substitutions and swaps of neighbours, each 1) between a typed
 * word and a word of the catalogue, or between the typed word and the start of the catalogue word when
 * that is closer (a word still being typed: "hoka" is 1 from "hookah").
 */
export function typoDistance(typed: string, word: string): number {
  let best = editDistance(typed, word);
  for (let length = Math.max(1, typed.length - 1); length <= typed.length + 1 && length < word.length; length++) {
    best = Math.min(best, editDistance(typed, word.slice(0, length)));
  }
  return best;
}

/** How many typos a typed word of this length may have: 1 up to 6 letters, 2 up to 9, then 3; none below 4. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  if (length <= 6) return 1;
  if (length <= 9) return 2;
  return 3;
}

/** Optimal string alignment distance. */
function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  const first = rows[0] as number[];
  for (let j = 0; j <= b.length; j++) first[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const previous = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = value;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/**
 * Spellings of a typed word with two neighbouring letters swapped ("mnit" → "mint"), which trigrams
 * alone do not forgive in a short word. Only for words of 4 to 6 letters; none for numbers.
 */
export function transpositionVariants(word: string): string[] {
  if (word.length < 4 || word.length > 6 || /^[0-9]+$/.test(word)) return [];
  const variants = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    variants.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  variants.delete(word);
  return [...variants];
}
