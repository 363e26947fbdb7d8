// The little XML the S3 API speaks (ListObjectsV2, DeleteObjects, errors), shared by the S3 media store and its
// stand-in. Flat elements only: the texts of every <tag> in a document, and escaping for what is written.
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (_, entity: string) =>
    entity.startsWith("#x")
      ? String.fromCodePoint(Number.parseInt(entity.slice(2), 16))
      : entity.startsWith("#")
        ? String.fromCodePoint(Number.parseInt(entity.slice(1), 10))
        : (ENTITIES[entity] as string),
  );

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&${Object.keys(ENTITIES).find((name) => ENTITIES[name] === c)};`);

/** The text of every `<tag>…</tag>` in the document, in order (an empty element gives ""). */
export function xmlTexts(xml: string, tag: string): string[] {
  const texts: string[] = [];
  for (const match of xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</${tag}>)`, "g")))
    texts.push(unescapeXml(match[1] ?? ""));
  return texts;
}
