// The blog's reading time: an article's words at 200 a minute, rounded, and never less than a minute.

/** Words a reader gets through in a minute, as the blog assumes. */
export const READING_WORDS_PER_MINUTE = 200;

/** Words of a text: runs of letters and digits (joined by an apostrophe or hyphen); markup such as "## " or "- " is not a word. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Minutes it takes to read the text: words / 200, rounded to the nearest minute, at least 1. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(countWords(text) / READING_WORDS_PER_MINUTE));
}
