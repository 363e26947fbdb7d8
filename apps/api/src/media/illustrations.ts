// Locally generated images: a product's gallery, a category's picture, a brand's wordmark (no downloads).
import { drawIcon } from "./icons";
import { colourFromHue, escapeXml, hashOf, inkOn, safeColour, shade } from "./svg";

const SIZE = 800;

/** Background patterns the gallery cycles through. */
function pattern(id: string, kind: number, ink: string): string {
  const shapes = [
    `<circle cx="20" cy="20" r="4" fill="${ink}"/>`,
    `<path d="M0 40 40 0" stroke="${ink}" stroke-width="6"/>`,
    `<circle cx="20" cy="20" r="14" stroke="${ink}" stroke-width="3" fill="none"/>`,
    `<path d="M0 0h40v40" stroke="${ink}" stroke-width="3" fill="none"/>`,
  ];
  return `<pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse">${shapes[kind % shapes.length]}</pattern>`;
}

function frame(title: string, defs: string, body: string, width = SIZE, height = SIZE): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title><defs>${defs}</defs>${body}</svg>`
  );
}

export interface ProductImageInput {
  slug: string;
  /** 1-based index in the gallery: each one a variation (shade, pattern, angle). */
  n: number;
  colour: string;
  icon: string;
  brandName: string | null;
}

export function productImageSvg(input: ProductImageInput): string {
  const base = safeColour(input.colour, input.slug);
  const variant = (input.n - 1 + (hashOf(input.slug) % 4)) % 4;
  const light = shade(base, [0.15, 0.35, -0.1, 0.55][variant] as number);
  const dark = shade(base, [-0.35, -0.1, -0.5, 0.1][variant] as number);
  const ink = inkOn(light);
  const angle = [0, -12, 10, 22][(input.n - 1) % 4] as number;
  const scale = [2.2, 2.0, 2.4, 1.8][(input.n - 1) % 4] as number;
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    pattern("pt", variant, ink);
  const brand = input.brandName
    ? `<rect x="200" y="668" width="400" height="76" rx="38" fill="${dark}" opacity="0.85"/>` +
      `<text x="400" y="718" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${fontSize(input.brandName, 36, 340)}" font-weight="700" fill="${inkOn(dark)}">${escapeXml(input.brandName)}</text>`
    : "";
  const body =
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/><rect width="${SIZE}" height="${SIZE}" fill="url(#pt)" opacity="0.12"/>` +
    `<circle cx="400" cy="360" r="250" fill="${ink}" opacity="0.08"/>` +
    `<g transform="translate(400 360) rotate(${angle}) scale(${scale}) translate(-100 -100)">${drawIcon(input.icon, ink, dark)}</g>` +
    brand;
  return frame(input.brandName ? `${input.brandName} ${input.n}` : `${input.slug} ${input.n}`, defs, body);
}

export function categoryImageSvg(input: { slug: string; colour: string; icon: string }): string {
  const base = safeColour(input.colour, input.slug);
  const light = shade(base, 0.2);
  const ink = inkOn(light);
  const defs =
    `<radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${shade(base, -0.3)}"/></radialGradient>` +
    pattern("pt", hashOf(input.slug), ink);
  const body =
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/><rect width="${SIZE}" height="${SIZE}" fill="url(#pt)" opacity="0.1"/>` +
    `<g transform="translate(400 400) scale(2.6) translate(-100 -100)">${drawIcon(input.icon, ink, shade(base, -0.2))}</g>`;
  return frame(input.slug, defs, body);
}

export function brandLogoSvg(input: { slug: string; name: string; country: string | null }): string {
  const colour = colourFromHue(hashOf(input.slug) % 360, 0.5, 0.35);
  const ink = inkOn(colour);
  const country = input.country
    ? `<text x="300" y="168" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="20" letter-spacing="6" fill="${ink}" opacity="0.75">${escapeXml(input.country.toUpperCase())}</text>`
    : "";
  const body =
    `<rect width="600" height="200" rx="24" fill="${colour}"/>` +
    `<rect x="12" y="12" width="576" height="176" rx="16" fill="none" stroke="${ink}" stroke-width="2" opacity="0.4"/>` +
    `<text x="300" y="${input.country ? 112 : 122}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${fontSize(input.name, 64, 520)}" font-weight="700" fill="${ink}">${escapeXml(input.name)}</text>` +
    `<path d="M220 ${input.country ? 132 : 146}h160" stroke="${ink}" stroke-width="3" opacity="0.6"/>` +
    country;
  return frame(input.name, "", body, 600, 200);
}

/** A font size that keeps a text of this length within `width` (an average glyph is about 0.6 em wide). */
function fontSize(text: string, max: number, width: number): number {
  return Math.max(14, Math.min(max, Math.floor(width / (0.6 * Math.max(1, [...text].length)))));
}
