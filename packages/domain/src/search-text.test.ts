import { describe, expect, it } from "vitest";
import {
  allowedTypos,
  buildSearchDocument,
  normalizeSearchText,
  searchStem,
  searchWords,
  transpositionVariants,
  typoDistance,
} from "./search-text";

describe("normalizeSearchText", () => {
  it("lower-cases, folds accents and Polish letters (pl)", () => {
    expect(normalizeSearchText("Zapalniczką")).toBe("zapalniczka");
    expect(normalizeSearchText("LÓD")).toBe("lod");
    expect(normalizeSearchText("Lód")).toBe(normalizeSearchText("lod"));
    expect(normalizeSearchText("Mięta, Żubrówka, Śliwka, Łódź, Źdźbło, Ćma, Ńa")).toBe("mieta zubrowka sliwka lodz zdzblo cma na");
  });

  it("transliterates Russian and Ukrainian so that both spellings of a word converge", () => {
    expect(normalizeSearchText("кальян")).toBe("kalyan");
    expect(normalizeSearchText("Кальян")).toBe(normalizeSearchText("kalyan"));
    expect(normalizeSearchText("альфакер")).toBe("alfaker");
    // uk м'ята (with an apostrophe, in any of its forms) and ru мята
    for (const uk of ["м'ята", "м’ята", "мʼята"]) expect(normalizeSearchText(uk)).toBe("myata");
    expect(normalizeSearchText("мята")).toBe("myata");
    // uk и and ru ы, uk і and ru и
    expect(normalizeSearchText("сир")).toBe(normalizeSearchText("сыр"));
    expect(normalizeSearchText("ваніль")).toBe(normalizeSearchText("ваниль"));
    expect(normalizeSearchText("м'ятний")).toBe(normalizeSearchText("мятный"));
    expect(normalizeSearchText("лід")).toBe("lid");
    expect(normalizeSearchText("лёд")).toBe(normalizeSearchText("лед"));
  });

  it("keeps й, ё, ї, є as letters of their own (not as и, е, і)", () => {
    expect(normalizeSearchText("йогурт")).toBe("yogurt");
    expect(normalizeSearchText("ЇЖАК")).toBe("yizhak");
    expect(normalizeSearchText("Європа")).toBe("yevropa");
    expect(normalizeSearchText("ґанок")).toBe("ganok");
    expect(normalizeSearchText("щит, чай, шланг, жуйка, цукор, хліб")).toBe("shchit chay shlang zhuyka tsukor khlib");
  });

  it("meets the usual Latin spellings of Cyrillic words (j → y, x → ks)", () => {
    expect(normalizeSearchText("kaljan")).toBe(normalizeSearchText("кальян"));
    expect(normalizeSearchText("Fajka")).toBe(normalizeSearchText("файка"));
    expect(normalizeSearchText("Mix")).toBe(normalizeSearchText("микс"));
  });

  it("turns punctuation into spaces, separates numbers from letters and collapses whitespace", () => {
    expect(normalizeSearchText("  Al-Fakher —  Mint\t(50g)!  ")).toBe("al fakher mint 50 g");
    expect(normalizeSearchText("Fumari's")).toBe("fumaris");
    expect(normalizeSearchText("e-liquid 20mg/ml")).toBe("e liquid 20 mg ml");
    expect(normalizeSearchText("")).toBe("");
    expect(normalizeSearchText(" ,.;- ")).toBe("");
    expect(normalizeSearchText("水烟 shisha")).toBe("shisha");
  });

  it("gives the same words for a product in all four languages where the words are shared", () => {
    const en = searchWords("Al Fakher Mint 250 g");
    const uk = searchWords("Al Fakher М'ята 250 г");
    const pl = searchWords("Al Fakher Mięta 250 g");
    const ru = searchWords("Al Fakher Мята 250 г");
    expect(en).toEqual(["al", "fakher", "mint", "250", "g"]);
    expect(uk).toEqual(ru);
    expect(pl).toEqual(["al", "fakher", "mieta", "250", "g"]);
  });
});

describe("buildSearchDocument", () => {
  it("puts names before the bar and the rest after it, each word once, with a space at both ends", () => {
    const doc = buildSearchDocument(
      ["Al Fakher Mint 250 g", "Al Fakher М'ята 250 г", "Al Fakher Mięta 250 g", "Al Fakher Мята 250 г", "Al Fakher"],
      ["Hookah tobacco", "Тютюн для кальяну", "Tytoń do fajki wodnej", "Табак для кальяна"],
    );
    expect(doc.startsWith(" al fakher mint 250 g ")).toBe(true);
    expect(doc.endsWith(" ")).toBe(true);
    const [names, rest] = doc.split("|") as [string, string];
    expect(names).toContain(" myata ");
    expect(names).toContain(" mieta ");
    expect(rest).toContain(" kalyanu ");
    expect(rest).toContain(" fayki ");
    expect(rest).toContain(" tyton ");
    const words = doc.split(" ").filter((word) => word !== "" && word !== "|");
    expect(new Set(words).size).toBe(words.length);
    expect(rest).not.toContain("hookahtobacco");
  });

  it("glues the adjacent words of a joined text (the brand), so it matches typed without its space", () => {
    const doc = buildSearchDocument(["Al Fakher Mint 50g", "Fajka wodna"], [], ["Al Fakher"]);
    expect(doc).toContain(" alfakher ");
    expect(doc).toContain(` ${normalizeSearchText("альфахер")} `);
    expect(doc.indexOf(" alfakher ")).toBeLessThan(doc.indexOf("|"));
    // Names are not glued: "fakhermint" or "faykawodna" would only make the index bigger.
    expect(doc).not.toContain("fakhermint");
    expect(doc).not.toContain("faykawodna");
    expect(doc).toContain(" 50 g ");
  });

  it("keeps the bar when a product has no other texts, or no names", () => {
    expect(buildSearchDocument(["Lighter"])).toBe(" lighter | ");
    expect(buildSearchDocument([], ["Lighters"])).toBe(" | lighters ");
    expect(buildSearchDocument([])).toBe(" | ");
  });
});

describe("searchStem", () => {
  it("drops an inflection ending of longer words only", () => {
    expect(searchStem("mint")).toBe("mint");
    expect(searchStem("lod")).toBe("lod");
    expect(searchStem("minty")).toBe("mint");
    expect("tytoniu".startsWith(searchStem(normalizeSearchText("tytoń")))).toBe(true);
    expect(searchStem("hookah")).toBe("hooka");
    expect(searchStem("kalyany")).toBe("kalyan");
    expect(searchStem("zapalniczka")).toBe("zapalnicz");
    expect("zapalniczki".startsWith(searchStem("zapalniczka"))).toBe(true);
    expect("zapalniczkami".startsWith(searchStem("zapalniczka"))).toBe(true);
  });
});

describe("typoDistance", () => {
  it("counts one edit for a letter missing, added, changed or two letters swapped", () => {
    expect(typoDistance("hokah", "hookah")).toBe(1);
    expect(typoDistance("hookahh", "hookah")).toBe(1);
    expect(typoDistance("hookeh", "hookah")).toBe(1);
    expect(typoDistance("mnit", "mint")).toBe(1);
    expect(typoDistance("kalian", "kalyan")).toBe(1);
    expect(typoDistance(normalizeSearchText("альфакер"), "alfakher")).toBe(1);
    expect(typoDistance("mint", "mint")).toBe(0);
  });

  it("compares with the start of a longer word (a word still being typed)", () => {
    expect(typoDistance("hoka", "hookah")).toBe(1);
    expect(typoDistance("zapalnicka", "zapalniczkami")).toBe(1);
  });

  it("allows more typos in longer words", () => {
    expect(allowedTypos(3)).toBe(0);
    expect(allowedTypos(4)).toBe(1);
    expect(allowedTypos(6)).toBe(1);
    expect(allowedTypos(8)).toBe(2);
    expect(allowedTypos(12)).toBe(3);
  });
});

describe("transpositionVariants", () => {
  it("swaps each pair of neighbouring letters of a short word", () => {
    expect(transpositionVariants("mnit")).toEqual(["nmit", "mint", "mnti"]);
    expect(transpositionVariants("mnit")).toContain("mint");
    expect(transpositionVariants("lod")).toEqual([]);
    expect(transpositionVariants("1234")).toEqual([]);
    expect(transpositionVariants("hookah")).not.toContain("hookah");
  });
});
