// The HTML layout as a reader meets it: the brand's header, the language, every block of the content, the
// button with its link written out, the contacts as links, and what anyone typed shown as text, never as markup.
import { BRANDS } from "@shop/domain";
import { describe, expect, it } from "vitest";
import type { EmailContent, LayoutInput } from "./content";
import { renderHtml } from "./layout-html";
import { COMMON } from "./texts/common";

const SCRIPT = "<script>alert(1)</script>";
const LINK = "https://shop.test/uk/kyiv/auth/verify-email?token=AbC_123&next=%2Fcabinet";

const CONTENT: EmailContent = {
  subject: "Subject — Hookah Lane",
  preheader: "Seen in the inbox before opening",
  heading: "A heading",
  intro: ["First paragraph.", "Second paragraph."],
  highlight: { label: "Reason", value: `Line one\n${SCRIPT}` },
  table: {
    caption: "Your order",
    rows: [{ label: "Charcoal × 2\nCoconut", value: "PLN 20.00" }],
    totals: [
      { label: "Subtotal", value: "PLN 20.00" },
      { label: "Total", value: "PLN 20.00", strong: true },
    ],
  },
  facts: [{ label: "Store", value: "Main St 1\nWarszawa" }],
  action: { label: "Confirm", url: LINK, note: "The link works for 24 hours." },
  outro: ["The outro."],
};

const input = (content: EmailContent = CONTENT): LayoutInput => ({
  content,
  greeting: COMMON.uk.greeting(SCRIPT),
  common: COMMON.uk,
  brand: BRANDS.second,
  locale: "uk",
});

describe("the HTML layout", () => {
  const html = renderHtml(input());

  it("is a document in the e-mail's language with its subject as title", () => {
    expect(html).toMatch(/^<!DOCTYPE html[\s>]/);
    expect(html).toMatch(/<html [^>]*\blang="uk"/);
    expect(html).toContain("<title>Subject — Hookah Lane</title>");
  });

  it("opens with the brand's name on the brand's dark colour, and hides the preview line", () => {
    const header = new RegExp(`<td [^>]*style="background:${BRANDS.second.colours.primaryDark};[^"]*">Hookah Lane</td>`);
    expect(html).toMatch(header);
    expect(html).toMatch(/<div style="display:none;[^"]*"[^>]*>Seen in the inbox before opening/);
  });

  it("shows what anyone typed as text: no script element, no raw HTML in it", () => {
    expect(html).not.toContain("<script");
    expect(html).toContain("Вітаємо, &lt;script&gt;alert(1)&lt;/script&gt;!");
    expect(html).toContain("Line one<br/>&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("sets the content's line breaks as <br>", () => {
    expect(html).toContain("Charcoal × 2<br/>Coconut");
    expect(html).toContain("Main St 1<br/>Warszawa");
  });

  it("has the button to the link and the link written out under it", () => {
    const href = LINK.replaceAll("&", "&amp;");
    const links = [...html.matchAll(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].filter(([, to]) => to === href);
    expect(links).toHaveLength(2);
    expect(links[0]?.[2]).toContain("Confirm");
    expect(links[1]?.[2]).toBe(href);
    expect(html).toContain(`${COMMON.uk.linkFallback}<br/>`);
    expect(html).toContain(`bgcolor="${BRANDS.second.colours.accent}"`);
  });

  it("ends with the sign-off and the contacts as links, and says it was sent automatically", () => {
    const { email, phone } = BRANDS.second.contacts;
    expect(html).toContain("З повагою,<br/>команда Hookah Lane");
    expect(html).toContain(`href="mailto:${email}"`);
    expect(html).toContain(`href="tel:${phone.replace(/[^+\d]/g, "")}"`);
    expect(html).toContain(`<strong>Hookah Lane</strong> · ${COMMON.uk.automatic}`);
  });

  it("leaves out the blocks a message has none of", () => {
    const bare = renderHtml(input({ ...CONTENT, highlight: undefined, table: undefined, facts: undefined, action: undefined }));
    expect(bare).not.toContain('<a href="https://');
    expect(bare).not.toContain("Your order");
    expect(bare).not.toContain(COMMON.uk.linkFallback);
    expect(bare).toContain("The outro.");
  });
});
