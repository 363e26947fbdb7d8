import type { ColourKey } from "./vocabulary";

/** A model of a brand, sold in several colours (price in złoty before city factors). */
export interface Range<M> {
  brand: string;
  model: M;
  colours: ColourKey[];
  price: number;
}
