// The plain-text part: the same message, the link on a line of its own so that it can be copied.
import type { EmailContent, EmailTable, LayoutInput } from "./content";

export function renderText({ content, greeting, common, brand }: LayoutInput): string {
  const blocks: string[] = [content.heading, greeting, ...content.intro];
  if (content.highlight) blocks.push(`${content.highlight.label}:\n${content.highlight.value}`);
  if (content.table) blocks.push(tableText(content.table));
  if (content.facts?.length) blocks.push(factsText(content.facts));
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`, content.action.note);
  blocks.push(...content.outro, common.signoff(brand.name).join("\n"));
  const { email, phone } = brand.contacts;
  const footer = [brand.name, common.contacts.replace("{email}", email).replace("{phone}", phone), common.automatic];
  if (content.unsubscribe) footer.push(`${content.unsubscribe.text} ${content.unsubscribe.label}: ${content.unsubscribe.url}`);
  return `${blocks.join("\n\n")}\n\n-- \n${footer.join("\n")}\n`;
}

/** Longer labels are not padded: they push their value along rather than break the column for all. */
const LABEL_WIDTH = 40;

/** The rows and totals as aligned lines: the label, then the value flush right. */
function tableText(table: EmailTable): string {
  const all = [...table.rows, ...table.totals].map((r) => ({ label: r.label.replace(/\s*\n\s*/g, " "), value: r.value }));
  const labelWidth = Math.min(LABEL_WIDTH, Math.max(...all.map((r) => r.label.length)));
  const valueWidth = Math.max(...all.map((r) => r.value.length));
  const line = (r: { label: string; value: string }) => `${r.label.padEnd(labelWidth)}  ${r.value.padStart(valueWidth)}`;
  const rows = all.slice(0, table.rows.length).map(line);
  const totals = all.slice(table.rows.length).map(line);
  const rule = "-".repeat(labelWidth + 2 + valueWidth);
  return [`${table.caption}:`, ...rows, rule, ...totals].join("\n");
}

function factsText(facts: NonNullable<EmailContent["facts"]>): string {
  return facts.map((f) => `${f.label}: ${f.value.replace(/\n/g, "\n  ")}${f.url ? `\n  ${f.url}` : ""}`).join("\n");
}
