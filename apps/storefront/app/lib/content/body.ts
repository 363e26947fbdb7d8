// The stored text of an info page (plain text: paragraphs separated by a blank line, "## " heading
// lines, "- " list item lines) as blocks to render. Pure: React escapes every text, so nothing in a
// body can become markup.

export type BodyBlock =
  | { kind: "heading"; id: string; text: string }
  | { kind: "paragraph"; lines: string[] }
  | { kind: "list"; items: string[] };

export interface ParsedBody {
  blocks: BodyBlock[];
  /** The headings in order, for a table of contents. */
  toc: { id: string; text: string }[];
}

const HEADING = /^##\s+(.+)$/;
const ITEM = /^[-•]\s+(.+)$/;

/** A fragment id from a heading: its letters and digits (any script) joined by hyphens. */
export function headingId(text: string): string {
  const words = text
    .normalize("NFKC")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return (words ?? []).join("-").slice(0, 60).replace(/-+$/, "");
}

function uniqueIds() {
  const used = new Set<string>();
  return (text: string) => {
    const base = headingId(text) || `section-${used.size + 1}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}

export function parseBody(body: string): ParsedBody {
  const blocks: BodyBlock[] = [];
  const idFor = uniqueIds();
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", lines: paragraph });
    if (list.length) blocks.push({ kind: "list", items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of body.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim().replace(/\s+/g, " ");
    const heading = HEADING.exec(line);
    const item = ITEM.exec(line);
    if (!line) flush();
    else if (heading?.[1]) {
      flush();
      blocks.push({ kind: "heading", id: idFor(heading[1]), text: heading[1] });
    } else if (item?.[1]) {
      if (paragraph.length) flush();
      list.push(item[1]);
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  const toc = blocks.flatMap((block) => (block.kind === "heading" ? [{ id: block.id, text: block.text }] : []));
  return { blocks, toc };
}

/** The first paragraph, cut at a word to at most `max` characters: a page's meta description. */
export function summaryOf(parsed: ParsedBody, max = 160): string {
  const first = parsed.blocks.find((block) => block.kind === "paragraph");
  const text = first?.kind === "paragraph" ? first.lines.join(" ") : "";
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}
