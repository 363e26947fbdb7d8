// Reading back what the FA(3) tests assert: the texts of elements (the writer puts each simple element on one line),
// the lines, and the sums a tax office checks (each rate's net is the sum of its lines, its VAT the rate of it within
// the lines' rounding, P_15 everything).
import { expect } from "vitest";
import { validateFa3 } from "../src/invoicing/fa3/xsd";

const UNESCAPES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'" };

export function texts(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, "g"))].map((match) =>
    (match[1] ?? "").replace(/&(amp|lt|gt|quot|apos);/g, (entity) => UNESCAPES[entity] ?? entity),
  );
}

/** The one text of an element that occurs once; null when it does not occur. */
export function text(xml: string, name: string): string | null {
  const all = texts(xml, name);
  expect(all.length, `${name} occurs more than once`).toBeLessThanOrEqual(1);
  return all[0] ?? null;
}

/** Złoty with two decimals as grosze. */
export const grosze = (value: string | null): number => {
  expect(value).toMatch(/^-?\d+\.\d{2}$/);
  return Math.round(Number(value) * 100);
};

/** The FaWiersz elements, each as its own XML. */
export function faLines(xml: string): string[] {
  return [...xml.matchAll(/<FaWiersz>[\s\S]*?<\/FaWiersz>/g)].map((match) => match[0]);
}

export async function expectValidFa3(xml: string): Promise<void> {
  const result = await validateFa3(xml);
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
}

const RATE_FIELDS: Array<{ code: string; net: string; vat: string | null; percent: number }> = [
  { code: "23", net: "P_13_1", vat: "P_14_1", percent: 23 },
  { code: "8", net: "P_13_2", vat: "P_14_2", percent: 8 },
  { code: "5", net: "P_13_3", vat: "P_14_3", percent: 5 },
  { code: "0 KR", net: "P_13_6_1", vat: null, percent: 0 },
  { code: "zw", net: "P_13_7", vat: null, percent: 0 },
];

/**
 * What a tax office recomputes from the XML alone: for each rate, the lines' net values add up to P_13_x and P_14_x
 * is the rate of it within the lines' rounding (each line is rounded on its own); a rate without lines has no
 * totals; P_15 is every net plus every VAT. Returns P_15 in grosze.
 */
export function expectSumsAgree(xml: string): number {
  const lines = faLines(xml);
  let total = 0;
  for (const rate of RATE_FIELDS) {
    const of = lines.filter((entry) => text(entry, "P_12") === rate.code);
    const net = text(xml, rate.net);
    if (of.length === 0) {
      expect(net, `${rate.net} without lines at ${rate.code}`).toBeNull();
      continue;
    }
    const linesNet = of.reduce((sum, entry) => sum + grosze(text(entry, "P_11")), 0);
    expect(grosze(net)).toBe(linesNet);
    total += linesNet;
    if (rate.vat) {
      const vat = grosze(text(xml, rate.vat));
      // A line's net is rounded to the grosz (at most half off) and its VAT is its gross less that net.
      expect(Math.abs(vat - (linesNet * rate.percent) / 100)).toBeLessThanOrEqual((of.length * (100 + rate.percent)) / 200);
      total += vat;
    }
  }
  const p15 = grosze(text(xml, "P_15"));
  expect(p15).toBe(total);
  return p15;
}
