import type { Amount, StrengthSlug } from "../types";
import { AMOUNTS, type FlavourKey } from "./vocabulary";

export interface ShishaLine {
  brand: string;
  line?: string;
  strength: StrengthSlug;
  flavours: FlavourKey[];
  /** Pack sizes with their price in złoty; `first` limits the size to the first n flavours. */
  packs: Array<{ amount: Amount; price: number; first?: number }>;
}

export const SHISHA: ShishaLine[] = [
  {
    brand: "al-fakher",
    strength: "medium",
    flavours: [
      "mint",
      "grape",
      "doubleApple",
      "watermelon",
      "blueberry",
      "lemonMint",
      "peach",
      "vanilla",
      "orange",
      "melon",
      "cherry",
      "strawberry",
      "gum",
      "rose",
    ],
    packs: [
      { amount: AMOUNTS.g50, price: 22, first: 10 },
      { amount: AMOUNTS.g250, price: 79 },
      { amount: AMOUNTS.kg1, price: 249, first: 6 },
    ],
  },
  {
    brand: "sultan-leaf",
    line: "Classic",
    strength: "medium",
    flavours: ["doubleApple", "grape", "mint", "lemon", "watermelon", "peach", "cherry", "pineapple", "coffee", "vanilla"],
    packs: [{ amount: AMOUNTS.g200, price: 64 }],
  },
  {
    brand: "sultan-leaf",
    line: "Noir",
    strength: "strong",
    flavours: ["doubleApple", "mint", "cola", "blueberry", "orange", "raspberry"],
    packs: [{ amount: AMOUNTS.g200, price: 72 }],
  },
  {
    brand: "oasis-blend",
    strength: "light",
    flavours: [
      "mint",
      "watermelon",
      "mango",
      "passionFruit",
      "kiwi",
      "lemon",
      "strawberry",
      "melon",
      "pineapple",
      "grape",
      "peach",
      "raspberry",
    ],
    packs: [
      { amount: AMOUNTS.g250, price: 69 },
      { amount: AMOUNTS.kg1, price: 219, first: 5 },
    ],
  },
  {
    brand: "nordic-cloud",
    strength: "medium",
    flavours: ["blueberry", "mint", "raspberry", "cherry", "lemonMint", "vanilla", "cola", "gum", "kiwi", "orange"],
    packs: [
      { amount: AMOUNTS.g200, price: 59 },
      { amount: AMOUNTS.g50, price: 19, first: 4 },
    ],
  },
  {
    brand: "black-cedar",
    strength: "strong",
    flavours: ["tobacco", "coffee", "cola", "doubleApple", "grape", "mint", "cherry", "vanilla", "passionFruit", "mango"],
    packs: [
      { amount: AMOUNTS.g200, price: 74 },
      { amount: AMOUNTS.g50, price: 24, first: 6 },
    ],
  },
];

export interface LiquidLine {
  brand: string;
  /** Shown after the brand: "Salt" for nicotine-salt lines. */
  line?: string;
  salt: boolean;
  flavours: FlavourKey[];
  nicotine: number[];
  amount: Amount;
  price: number;
}

/** E-liquids: nicotine only in 10 ml bottles (TPD), nicotine-free shortfills in 50 and 100 ml. */
export const LIQUIDS: LiquidLine[] = [
  {
    brand: "cloudline",
    line: "Salt",
    salt: true,
    flavours: ["mango", "mint", "strawberry", "blueberry", "watermelon", "tobacco", "cola", "passionFruit"],
    nicotine: [10, 20],
    amount: AMOUNTS.ml10,
    price: 22,
  },
  {
    brand: "juicy-peak",
    salt: false,
    flavours: ["mango", "strawberry", "watermelon", "peach", "raspberry", "kiwi"],
    nicotine: [6, 12],
    amount: AMOUNTS.ml10,
    price: 19,
  },
  {
    brand: "juicy-peak",
    salt: false,
    flavours: ["mango", "strawberry", "watermelon", "peach", "grape", "pineapple"],
    nicotine: [0],
    amount: AMOUNTS.ml50,
    price: 49,
  },
  {
    brand: "liquid-lab",
    line: "Salt",
    salt: true,
    flavours: ["menthol", "tobacco", "cherry", "lemon", "vanilla", "coffee", "melon", "orange"],
    nicotine: [20],
    amount: AMOUNTS.ml10,
    price: 21,
  },
  {
    brand: "liquid-lab",
    salt: false,
    flavours: ["tobacco", "menthol", "vanilla", "coffee"],
    nicotine: [3, 18],
    amount: AMOUNTS.ml10,
    price: 17,
  },
  {
    brand: "liquid-lab",
    salt: false,
    flavours: ["menthol", "cherry", "lemon", "melon", "blueberry", "gum"],
    nicotine: [0],
    amount: AMOUNTS.ml100,
    price: 79,
  },
];
