import type { Sentence } from "../types";

/** A sentence in English, Ukrainian, Polish and Russian. */
export const s = (en: string, uk: string, pl: string, ru: string): Sentence => ({ en, uk, pl, ru });
