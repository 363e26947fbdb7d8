// The count page's form, read on the server (issue 33): a product as scanned or typed (`code`: an EAN, SKU or #id) or
// a line's own form (`product`: its id), and the units on the shelf. A code without units (a scanner's Enter without
// JavaScript) asks for the units of that product; a negative number goes to the API, which refuses it naming the
// product and the field. The API's line messages start "Line 1: ": the page has one line, so that part is dropped.
import { STOCK_LINE_MESSAGES } from "@shop/contracts";
import type { Locale } from "@shop/domain";

export type CountFormRead =
  /** A code and no units: show that product and ask for its units. */
  | { kind: "lookup"; code: string }
  | { kind: "count"; product: string | number; quantity: number }
  | { kind: "invalid"; field: "code" | "quantity" };

const text = (form: FormData, name: string, max: number) =>
  String(form.get(name) ?? "")
    .trim()
    .slice(0, max);

export function readCountForm(form: FormData): CountFormRead {
  const product = /^[1-9][0-9]{0,8}$/.test(text(form, "product", 10)) ? Number(text(form, "product", 10)) : null;
  const code = text(form, "code", 64);
  // A typographic minus (a phone's keyboard) is a minus.
  const quantity = text(form, "quantity", 12).replace(/^[\u2212\u2013]/, "-");
  if (product === null && !code) return { kind: "invalid", field: "code" };
  if (!quantity) return product === null ? { kind: "lookup", code } : { kind: "invalid", field: "quantity" };
  if (!/^-?[0-9]{1,9}$/.test(quantity)) return { kind: "invalid", field: "quantity" };
  return { kind: "count", product: product ?? code, quantity: Number(quantity) };
}

/** The API's message about line 1 without "Line 1: " (and starting with a capital). */
export function singleLineMessage(message: string, lang: Locale): string {
  const prefix = `${STOCK_LINE_MESSAGES[lang].line} 1: `;
  const rest = message.startsWith(prefix) ? message.slice(prefix.length) : message;
  return rest.charAt(0).toLocaleUpperCase(lang) + rest.slice(1);
}

/** Which field an API issue is about (`lines.1.quantity` → quantity; any other line issue → the code). */
export const issueField = (path: string): "code" | "quantity" => (path.endsWith(".quantity") ? "quantity" : "code");
