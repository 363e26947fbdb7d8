// The HTML part: table layout and inline styles (what mail clients render), in the brand's name and colours.
import type { Brand } from "@shop/domain";
import type { CommonTexts, EmailContent, EmailTable, LayoutInput } from "./content";
import { escapeHtml as e, readableOn } from "./escape";

const FONT = "Arial,Helvetica,sans-serif";
const MUTED = "#555555";
const WHITE = "#FFFFFF";
const RULE = "#DDDDDD";

export function renderHtml({ content, greeting, common, brand, locale }: LayoutInput): string {
  const c = brand.colours;
  const buttonText = readableOn(c.accent, [c.primaryDark, WHITE]);
  const headerText = readableOn(c.primaryDark, [WHITE, c.primaryText]);
  const p = (text: string, style = "") => `<p style="margin:0 0 16px;${style}">${e(text)}</p>`;
  const parts: string[] = [
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;font-weight:700;">${e(content.heading)}</h1>`,
    p(greeting),
    ...content.intro.map((text) => p(text)),
  ];
  if (content.highlight) {
    parts.push(
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;"><tr>` +
        `<td style="background:${c.backgroundBase};border-left:4px solid ${c.accent};padding:12px 16px;">` +
        `<strong>${e(content.highlight.label)}:</strong><br>${e(content.highlight.value).replace(/\n/g, "<br>")}</td></tr></table>`,
    );
  }
  if (content.table) parts.push(tableHtml(content.table));
  if (content.facts?.length) parts.push(factsHtml(content.facts));
  if (content.action) {
    const href = e(content.action.url);
    parts.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>` +
        `<td align="center" bgcolor="${c.accent}" style="border-radius:8px;background:${c.accent};">` +
        `<a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;font:700 16px/1.2 ${FONT};` +
        `color:${buttonText};text-decoration:none;border-radius:8px;">${e(content.action.label)}</a></td></tr></table>`,
      p(content.action.note, `font-size:14px;color:${MUTED};`),
      `<p style="margin:0 0 16px;font-size:14px;color:${MUTED};">${e(common.linkFallback)}<br>` +
        `<a href="${href}" target="_blank" style="color:${c.primaryText};text-decoration:underline;word-break:break-all;">${href}</a></p>`,
    );
  }
  parts.push(...content.outro.map((text) => p(text)));
  const [regards, team] = common.signoff(brand.name);
  parts.push(`<p style="margin:24px 0 0;">${e(regards)}<br>${e(team)}</p>`);

  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${c.backgroundBase};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${e(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${c.backgroundBase};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:${WHITE};border-radius:12px;overflow:hidden;">
<tr><td style="background:${c.primaryDark};border-bottom:4px solid ${c.accent};padding:20px 32px;font:700 22px/1.2 ${FONT};color:${headerText};">${e(brand.name)}</td></tr>
<tr><td style="padding:32px;font:16px/1.5 ${FONT};color:${c.primaryText};">
${parts.join("\n")}
</td></tr>
<tr><td style="background:${c.backgroundDark};padding:20px 32px;font:13px/1.5 ${FONT};color:${MUTED};">
${footerHtml(common, brand)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function footerHtml(common: CommonTexts, brand: Brand): string {
  const { email, phone } = brand.contacts;
  const link = (href: string, text: string) => `<a href="${e(href)}" style="color:${MUTED};text-decoration:underline;">${e(text)}</a>`;
  const contacts = e(common.contacts)
    .replace("{email}", link(`mailto:${email}`, email))
    .replace("{phone}", link(`tel:${phone.replace(/[^+\d]/g, "")}`, phone));
  return [
    `<p style="margin:0 0 8px;">${contacts}</p>`,
    `<p style="margin:0;"><strong>${e(brand.name)}</strong> · ${e(common.automatic)}</p>`,
  ].join("\n");
}

const lines = (text: string) => e(text).replace(/\n/g, "<br>");

function tableHtml(table: EmailTable): string {
  const row = (label: string, value: string, pad: number, style: string) =>
    `<tr><td valign="top" style="padding:${pad}px 0;${style}">${lines(label)}</td>` +
    `<td align="right" valign="top" style="padding:${pad}px 0 ${pad}px 16px;white-space:nowrap;${style}">${e(value)}</td></tr>`;
  const rows = table.rows.map((r) => row(r.label, r.value, 8, `border-top:1px solid ${RULE};`));
  const totals = table.totals.map((t, i) => {
    const rule = i === 0 ? `border-top:2px solid ${RULE};` : "";
    return t.strong ? row(t.label, t.value, 8, `${rule}font-weight:700;font-size:18px;`) : row(t.label, t.value, 4, rule);
  });
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;border-collapse:collapse;">` +
    `<tr><td colspan="2" style="padding:0 0 8px;font-weight:700;">${e(table.caption)}</td></tr>\n` +
    `${[...rows, ...totals].join("\n")}</table>`
  );
}

function factsHtml(facts: NonNullable<EmailContent["facts"]>): string {
  const rows = facts.map(
    (f) =>
      `<tr><td valign="top" style="padding:4px 16px 4px 0;color:${MUTED};white-space:nowrap;">${e(f.label)}</td>` +
      `<td valign="top" style="padding:4px 0;word-break:break-word;">${lines(f.value)}</td></tr>`,
  );
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">${rows.join("\n")}</table>`;
}
