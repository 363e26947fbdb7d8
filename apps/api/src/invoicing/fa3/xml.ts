// A small XML writer for the FA(3) document: elements in the order they are given, text escaped, two-space indents,
// "\n" line ends, no BOM and no processing instruction besides the prolog (KSeF refuses both: the Ministry's
// faktury/weryfikacja-faktury.md). The same tree always gives the same bytes.

export interface XmlElement {
  name: string;
  attributes: readonly (readonly [string, string])[];
  /** Text content, or child elements; an element has one or the other. */
  content: string | readonly XmlElement[];
}

type Child = XmlElement | null | undefined | false | readonly (XmlElement | null | undefined | false)[];

/** An element with child elements; null, undefined and false children are left out (optional parts). */
export function el(name: string, ...children: Child[]): XmlElement {
  const content = children.flat().filter((child): child is XmlElement => Boolean(child));
  return { name, attributes: [], content };
}

/** An element holding text. */
export function leaf(name: string, text: string | number, attributes: readonly (readonly [string, string])[] = []): XmlElement {
  return { name, attributes, content: String(text) };
}

/** An element holding text when there is some, else nothing. */
export function maybeLeaf(name: string, text: string | number | null | undefined): XmlElement | null {
  return text === null || text === undefined || text === "" ? null : leaf(name, text);
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function write(element: XmlElement, depth: number, out: string[]): void {
  const indent = "  ".repeat(depth);
  const attributes = element.attributes.map(([key, value]) => ` ${key}="${escapeXml(value)}"`).join("");
  if (typeof element.content === "string") {
    out.push(`${indent}<${element.name}${attributes}>${escapeXml(element.content)}</${element.name}>`);
    return;
  }
  if (element.content.length === 0) {
    out.push(`${indent}<${element.name}${attributes}/>`);
    return;
  }
  out.push(`${indent}<${element.name}${attributes}>`);
  for (const child of element.content) write(child, depth + 1, out);
  out.push(`${indent}</${element.name}>`);
}

/** The document: the UTF-8 prolog, then the root element with its namespace. */
export function serializeXml(root: XmlElement, namespace: string): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write({ ...root, attributes: [["xmlns", namespace], ...root.attributes] }, 0, out);
  return `${out.join("\n")}\n`;
}
