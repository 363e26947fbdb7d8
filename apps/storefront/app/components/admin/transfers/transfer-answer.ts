// What the transfer page's action answers when a form is refused or drawn again (issue 33): which section it concerns,
// the messages, and what was typed there.
import type { StockProduct } from "@shop/contracts";
import type { LineRow } from "../stock/lines-form";

export interface TransferAnswer {
  section: "edit" | "ship" | "cancel" | "receive" | "resolve";
  messages: string[];
  /** The draft's form as typed. */
  rows?: LineRow[];
  rowErrors?: Record<number, string[]>;
  note?: string;
  query?: string;
  found?: StockProduct[] | null;
  /** The receipt's rows as typed, by the transfer's line. */
  received?: Array<{ received: string; reason: string }>;
  /** The discrepancy's form as typed. */
  resolve?: { product: number; resolution: string; note: string };
  nonce: string;
}
