import type { Locale, Localized } from "@shop/domain";

export type { Locale, Localized };

/** A product's texts in one language (the columns of product_texts). */
export interface ProductText {
  name: string;
  shortDescription: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
}

export type CategorySlug =
  | "hookahs-and-shisha"
  | "hookahs"
  | "shisha"
  | "bowls"
  | "hoses"
  | "charcoal"
  | "hookah-accessories"
  | "bundles"
  | "tobacco-and-smoking"
  | "cigarettes"
  | "heated-tobacco"
  | "rolling-tobacco"
  | "e-cigarettes"
  | "e-liquids"
  | "papers"
  | "lighters";

/** A flavour: its name for product names, and the genitive used after "with the taste of". */
export interface Flavour {
  slug: string;
  en: { name: string; phrase: string };
  uk: { name: string; gen: string };
  pl: { name: string; gen: string };
  ru: { name: string; gen: string };
}

/** A colour as an adjective: masculine and feminine forms where the language has them. */
export interface Colour {
  slug: string;
  en: string;
  uk: { m: string; f: string };
  pl: { m: string; f: string };
  ru: { m: string; f: string };
}

export type StrengthSlug = "light" | "medium" | "strong";

/** A pack size: the attribute value slug and how it is written in each language. */
export interface Amount {
  slug: string;
  en: string;
  uk: string;
  pl: string;
  ru: string;
  /** Grams or millilitres, for prices. */
  quantity: number;
}

/** A sentence in every language. */
export type Sentence = Localized;

/** What a product is, before its texts are written; the texts/*.ts writers turn it into ProductText. */
export type Model =
  | { kind: "shisha"; brand: string; line?: string; flavour: Flavour; amount: Amount; strength: StrengthSlug; v: number }
  | { kind: "hookah"; brand: string; model: HookahModel; colour: Colour; v: number }
  | { kind: "bowl"; brand: string; model: BowlModel; colour: Colour; v: number }
  | { kind: "hose"; brand: string; model: HoseModel; colour: Colour; v: number }
  | { kind: "charcoal"; brand: string; cube: number; pieces: number; amount: Amount; v: number }
  | { kind: "item"; brand: string; item: WrittenItem; v: number }
  | { kind: "cigarettes"; brand: string; line: SmokeLine; carton: boolean; v: number }
  | { kind: "heated"; brand: string; line: SmokeLine; carton: boolean; v: number }
  | { kind: "rolling"; brand: string; line: SmokeLine; amount: Amount; v: number }
  | { kind: "pod"; brand: string; model: PodModel; colour: Colour; v: number }
  | { kind: "liquid"; brand: string; line?: string; salt: boolean; flavour: Flavour; nicotine: number; amount: Amount; v: number }
  | { kind: "lighter"; brand: string; model: LighterModel; colour: Colour; v: number };

type ModelKind = Model["kind"];

export interface HookahModel {
  name: string;
  height: number;
  hoses: 1 | 2 | 4;
  /** What it is made of and what sets it apart, one sentence per language. */
  feature: Sentence;
}

export interface BowlModel {
  name: string;
  material: "clay" | "ceramic" | "silicone";
  /** Grams of shisha it holds. */
  capacity: number;
  feature: Sentence;
}

export interface HoseModel {
  name: string;
  length: number;
  feature: Sentence;
}

export interface SmokeLine {
  name: string;
  strength: StrengthSlug;
  feature: Sentence;
}

export interface PodModel {
  name: string;
  battery: number;
  feature: Sentence;
}

export interface LighterModel {
  name: string;
  type: "flint" | "jet" | "arc";
  feature: Sentence;
}

/** An accessory or smoking supply whose texts are written out in full. */
export interface WrittenItem {
  slug: string;
  category: CategorySlug;
  name: Localized;
  shortDescription: Localized;
  description: Localized;
  /** Price in złoty before city factors. */
  price: number;
}

/** Writes the texts of every kind of product in one language. */
export type TextWriter = { [K in ModelKind]: (model: Extract<Model, { kind: K }>, brand: string) => ProductText };
