// Small helpers for the generated SVG illustrations: escaping, colours, a stable hash.
import { createHash } from "node:crypto";

/** Text safe inside an SVG element or attribute: XML's five special characters escaped, control characters dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // The characters XML 1.0 forbids.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are what the pattern removes
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

/** A small stable number from a text (to vary colours and shapes per slug). */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

type Rgb = [number, number, number];

function parseHex(colour: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) return null;
  const hex = (match[1] as string).length === 3 ? [...(match[1] as string)].map((c) => c + c).join("") : (match[1] as string);
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** A colour from a hue 0..359 (for brands, which have none of their own). */
export function colourFromHue(hue: number, saturation = 0.55, lightness = 0.42): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return toHex([f(0), f(8), f(4)]);
}

/** The stored colour when it is a hex colour, else one derived from `seed` (no stored text reaches the SVG unchecked). */
export function safeColour(colour: string, seed: string): string {
  const rgb = parseHex(colour);
  return rgb ? toHex(rgb) : colourFromHue(hashOf(seed) % 360);
}

/** Mixes a colour with white (amount > 0) or black (amount < 0); amount in -1..1. */
export function shade(colour: string, amount: number): string {
  const rgb = parseHex(colour) ?? [128, 128, 128];
  const target = amount >= 0 ? 255 : 0;
  const t = Math.min(1, Math.abs(amount));
  return toHex(rgb.map((v) => v + (target - v) * t) as Rgb);
}

/** Black or white, whichever reads better on the colour. */
export function inkOn(colour: string): string {
  const [r, g, b] = parseHex(colour) ?? [128, 128, 128];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? "#1f1f1f" : "#ffffff";
}

/** A strong ETag of a generated image. */
export const etagOf = (svg: string): string => `"${createHash("sha1").update(svg).digest("base64url").slice(0, 22)}"`;
