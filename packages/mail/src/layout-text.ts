// The plain-text part: the same message, the link on a line of its own so that it can be copied.
import type { LayoutInput } from "./content";

export function renderText({ content, greeting, common, brand }: LayoutInput): string {
  const blocks: string[] = [content.heading, greeting, ...content.intro];
  if (content.highlight) blocks.push(`${content.highlight.label}:\n${content.highlight.value}`);
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`, content.action.note);
  blocks.push(...content.outro, common.signoff(brand.name).join("\n"));
  const { email, phone } = brand.contacts;
  const footer = [brand.name, common.contacts.replace("{email}", email).replace("{phone}", phone), common.automatic];
  return `${blocks.join("\n\n")}\n\n-- \n${footer.join("\n")}\n`;
}
