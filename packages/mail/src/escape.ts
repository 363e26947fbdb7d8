/** The links of e-mails are the shop's own pages: only http(s) URLs are accepted. */
export function assertWebLink(url: string): string {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new Error("e-mail link is not a URL");
  }
  if (protocol !== "https:" && protocol !== "http:") throw new Error("e-mail link must be http(s)");
  return url;
}

function luminance(hex: string): number {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((c) => c + c).join("") : value;
  const channels = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** Of the candidates, the text colour that reads best on the background. */
export function readableOn(background: string, candidates: string[]): string {
  return candidates.reduce((best, colour) => (contrast(background, colour) > contrast(background, best) ? colour : best));
}
