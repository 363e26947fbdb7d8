// The HTML part's blocks between the greeting and the outro: the highlighted value, the order's table, the
// facts and the button. React Email's components and React elements: React escapes every text and attribute.
import type { Brand } from "@shop/domain";
import { type CSSProperties, createElement as h, type ReactNode } from "react";
import { Button, Column, Link, Row, type RowProps, Text } from "react-email";
import type { CommonTexts, EmailContent, EmailTable } from "./content";
import { readableOn } from "./escape";

export const FONT = "Arial,Helvetica,sans-serif";
export const MUTED = "#555555";
export const WHITE = "#FFFFFF";
const RULE = "#DDDDDD";

/** A paragraph in the body's type (React Email's Text sets its own size and margins otherwise). */
export const paragraph = (style: CSSProperties = {}, ...children: ReactNode[]) =>
  h(Text, { style: { margin: "0 0 16px", fontSize: "16px", lineHeight: "24px", ...style } }, ...children);

/** The text with its line breaks as <br>. */
const lines = (text: string): ReactNode[] => text.split("\n").flatMap((line, i) => (i === 0 ? [line] : [h("br", { key: i }), line]));

/** React Email's Row (its props type counts the cells among the props; createElement takes them after). */
const row = (props: Omit<RowProps, "children">, ...cells: ReactNode[]) => h(Row, props as RowProps, ...cells);

/** A layout table (role="presentation") of the given rows. */
const table = (style: CSSProperties, rows: ReactNode[], width?: string) =>
  h("table", { role: "presentation", width, cellPadding: 0, cellSpacing: 0, border: 0, style }, h("tbody", null, ...rows));

export function highlightBlock(highlight: NonNullable<EmailContent["highlight"]>, colours: Brand["colours"]) {
  const box = { background: colours.backgroundBase, borderLeft: `4px solid ${colours.accent}`, padding: "12px 16px" };
  const cell = h(Column, { style: box }, h("strong", null, `${highlight.label}:`), h("br"), ...lines(highlight.value));
  return row({ style: { margin: "0 0 16px" } }, cell);
}

export function orderTable(content: EmailTable) {
  const tr = (label: string, value: string, pad: number, style: CSSProperties) =>
    h(
      "tr",
      null,
      h("td", { valign: "top", style: { padding: `${pad}px 0`, ...style } }, ...lines(label)),
      h("td", { align: "right", valign: "top", style: { padding: `${pad}px 0 ${pad}px 16px`, whiteSpace: "nowrap", ...style } }, value),
    );
  const rows = content.rows.map((r) => tr(r.label, r.value, 8, { borderTop: `1px solid ${RULE}` }));
  const totals = content.totals.map((t, i) => {
    const rule = i === 0 ? { borderTop: `2px solid ${RULE}` } : {};
    return t.strong ? tr(t.label, t.value, 8, { ...rule, fontWeight: 700, fontSize: "18px" }) : tr(t.label, t.value, 4, rule);
  });
  const caption = h("tr", null, h("td", { colSpan: 2, style: { padding: "0 0 8px", fontWeight: 700 } }, content.caption));
  return table({ margin: "0 0 24px", borderCollapse: "collapse" }, [caption, ...rows, ...totals], "100%");
}

export function factsTable(facts: NonNullable<EmailContent["facts"]>) {
  const rows = facts.map((f) =>
    h(
      "tr",
      null,
      h("td", { valign: "top", style: { padding: "4px 16px 4px 0", color: MUTED, whiteSpace: "nowrap" } }, f.label),
      h(
        "td",
        { valign: "top", style: { padding: "4px 0", wordBreak: "break-word" } },
        ...(f.url ? [h(Link, { href: f.url, style: { textDecoration: "underline" } }, f.value)] : lines(f.value)),
      ),
    ),
  );
  return table({ margin: "0 0 16px" }, rows);
}

/** The button, the note under it and the link written out for clients that show no button. */
export function actionBlock(action: NonNullable<EmailContent["action"]>, common: CommonTexts, colours: Brand["colours"]): ReactNode[] {
  const button = h(
    Button,
    {
      href: action.url,
      style: {
        background: colours.accent,
        color: readableOn(colours.accent, [colours.primaryDark, WHITE]),
        padding: "14px 28px",
        borderRadius: "8px",
        font: `700 16px/1.2 ${FONT}`,
        textDecoration: "none",
      },
    },
    action.label,
  );
  const small = { fontSize: "14px", color: MUTED };
  const link = { color: colours.primaryText, textDecoration: "underline", wordBreak: "break-all" } as const;
  return [
    // bgcolor on the table: the button's colour where a client drops CSS backgrounds (Outlook on Windows).
    row(
      { align: undefined, width: undefined, bgcolor: colours.accent, style: { margin: "8px 0 24px", borderRadius: "8px" } },
      h(Column, { align: "center", style: { borderRadius: "8px", background: colours.accent } }, button),
    ),
    paragraph(small, action.note),
    paragraph(small, common.linkFallback, h("br"), h(Link, { href: action.url, style: link }, action.url)),
  ];
}
