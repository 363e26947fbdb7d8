// The HTML part, in the brand's name and colours, on React Email's components (docs/adr/0014): tables and
// inline styles that mail clients render, and every text escaped by React. Written with createElement rather
// than JSX: the API, the server and the bench typecheck this package with their own tsconfig, which has no "jsx".
import type { Brand } from "@shop/domain";
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Body, Column, Container, Head, Heading, Html, Link, Preview, type PreviewProps, Row } from "react-email";
import type { CommonTexts, LayoutInput } from "./content";
import { readableOn } from "./escape";
import { actionBlock, FONT, factsTable, highlightBlock, MUTED, orderTable, paragraph, WHITE } from "./layout-blocks";

/** React Email's doctype (what its render() writes). */
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The e-mail's HTML document. React Email's render() is async (it streams, for Suspense); the layout never
 * suspends, so react-dom's synchronous renderToStaticMarkup gives the same markup and renderEmail stays sync.
 */
export function renderHtml(input: LayoutInput): string {
  return DOCTYPE + renderToStaticMarkup(layout(input));
}

function layout({ content, greeting, common, brand, locale }: LayoutInput) {
  const c = brand.colours;
  const main: ReactNode[] = [
    h(Heading, { as: "h1", style: { margin: "0 0 16px", fontSize: "22px", lineHeight: 1.3, fontWeight: 700 } }, content.heading),
    paragraph({}, greeting),
    ...content.intro.map((text) => paragraph({}, text)),
  ];
  if (content.highlight) main.push(highlightBlock(content.highlight, c));
  if (content.table) main.push(orderTable(content.table));
  if (content.facts?.length) main.push(factsTable(content.facts));
  if (content.action) main.push(...actionBlock(content.action, common, c));
  main.push(...content.outro.map((text) => paragraph({}, text)));
  const [regards, team] = common.signoff(brand.name);
  main.push(paragraph({ margin: "24px 0 0" }, regards, h("br"), team));

  const header = {
    background: c.primaryDark,
    borderBottom: `4px solid ${c.accent}`,
    padding: "20px 32px",
    font: `700 22px/1.2 ${FONT}`,
    color: readableOn(c.primaryDark, [WHITE, c.primaryText]),
  };
  const card = { maxWidth: "600px", background: WHITE, borderRadius: "12px", overflow: "hidden" };
  return h(
    Html,
    { lang: locale },
    h(
      Head,
      null,
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("meta", { name: "color-scheme", content: "light" }),
      h("title", null, content.subject),
    ),
    h(
      Body,
      { lang: locale, style: { background: c.backgroundBase, margin: 0, padding: "24px 12px" } },
      // The <title> is the subject, so the preview line does not become one too (the props type wants the text among them).
      h(Preview, { useTitleTag: false } as PreviewProps, content.preheader),
      h(
        Container,
        { style: card },
        h(Row, null, h(Column, { style: header }, brand.name)),
        h(Row, null, h(Column, { style: { padding: "32px", font: `16px/1.5 ${FONT}`, color: c.primaryText } }, ...main)),
        h(
          Row,
          null,
          h(
            Column,
            { style: { background: c.backgroundDark, padding: "20px 32px", font: `13px/1.5 ${FONT}`, color: MUTED } },
            ...footer(common, brand),
            ...(content.unsubscribe ? [unsubscribeLine(content.unsubscribe)] : []),
          ),
        ),
      ),
    ),
  );
}

function unsubscribeLine({ text, label, url }: NonNullable<LayoutInput["content"]["unsubscribe"]>): ReactNode {
  const link = h(Link, { href: url, style: { color: MUTED, textDecoration: "underline" } }, label);
  return paragraph({ fontSize: "13px", lineHeight: "1.5", color: MUTED, margin: "8px 0 0" }, `${text} `, link);
}

function footer(common: CommonTexts, brand: Brand): ReactNode[] {
  const { email, phone } = brand.contacts;
  const link = (href: string, text: string) => h(Link, { href, style: { color: MUTED, textDecoration: "underline" } }, text);
  const contacts = common.contacts.split(/(\{email\}|\{phone\})/).map((part) => {
    if (part === "{email}") return link(`mailto:${email}`, email);
    if (part === "{phone}") return link(`tel:${phone.replace(/[^+\d]/g, "")}`, phone);
    return part;
  });
  const small = { fontSize: "13px", lineHeight: "1.5", color: MUTED };
  return [
    paragraph({ ...small, margin: "0 0 8px" }, ...contacts),
    paragraph({ ...small, margin: 0 }, h("strong", null, brand.name), ` · ${common.automatic}`),
  ];
}
