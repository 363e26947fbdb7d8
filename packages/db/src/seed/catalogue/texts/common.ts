/** The first letter in upper case. */
export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Picks one of several phrasings by a product's variant number. */
export const vary = <T>(v: number, options: readonly T[]): T => {
  const option = options[v % options.length];
  if (option === undefined) throw new Error("vary needs at least one option");
  return option;
};

/** Joins sentences, leaving out empty ones. */
export const sentences = (...parts: Array<string | false | undefined>) => parts.filter(Boolean).join(" ");

/** Ends a sentence with one full stop, also after an abbreviation such as "шт.". */
export const period = (text: string) => (text.endsWith(".") ? text : `${text}.`);
