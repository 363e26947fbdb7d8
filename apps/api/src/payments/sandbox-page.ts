// The sandbox provider's hosted payment page (the test "bank"): self-contained HTML, no scripts, no external
// assets, in the order's language. Served with a CSP that allows only its inline style and posting to itself.
import type { Locale } from "@shop/domain";

export const SANDBOX_PAGE_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
} as const;

interface PageTexts {
  title: string;
  bank: string;
  banner: string;
  shop: string;
  order: string;
  amount: string;
  pay: string;
  decline: string;
  goneTitle: string;
  gone: string;
}

const TEXTS: Record<Locale, PageTexts> = {
  en: {
    title: "Test payment",
    bank: "Sandbox bank",
    banner: "This is a test payment page. No real money is charged.",
    shop: "Shop",
    order: "Order",
    amount: "Amount",
    pay: "Pay",
    decline: "Decline",
    goneTitle: "Payment not available",
    gone: "This payment session does not exist, has already been completed or has expired.",
  },
  uk: {
    title: "Тестова оплата",
    bank: "Тестовий банк",
    banner: "Це тестова сторінка оплати. Справжні гроші не списуються.",
    shop: "Магазин",
    order: "Замовлення",
    amount: "Сума",
    pay: "Оплатити",
    decline: "Відхилити",
    goneTitle: "Оплата недоступна",
    gone: "Цього сеансу оплати не існує, він уже завершений або його термін минув.",
  },
  pl: {
    title: "Płatność testowa",
    bank: "Bank testowy",
    banner: "To jest testowa strona płatności. Żadne prawdziwe pieniądze nie zostaną pobrane.",
    shop: "Sklep",
    order: "Zamówienie",
    amount: "Kwota",
    pay: "Zapłać",
    decline: "Odrzuć",
    goneTitle: "Płatność niedostępna",
    gone: "Ta sesja płatności nie istnieje, została już zakończona lub wygasła.",
  },
  ru: {
    title: "Тестовая оплата",
    bank: "Тестовый банк",
    banner: "Это тестовая страница оплаты. Настоящие деньги не списываются.",
    shop: "Магазин",
    order: "Заказ",
    amount: "Сумма",
    pay: "Оплатить",
    decline: "Отклонить",
    goneTitle: "Оплата недоступна",
    gone: "Такого сеанса оплаты не существует, он уже завершён или истёк.",
  },
};

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1c2430}
main{max-width:26rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.banner{margin:0 0 1rem;padding:.6rem .8rem;border:2px dashed #c77700;border-radius:8px;background:#fff7e6;color:#6b3f00;font-weight:600}
h1{margin:0 0 1rem;font-size:1.4rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:0 0 1.5rem}
dt{color:#5b6675}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.3rem}
form{display:flex;gap:.75rem}
button{flex:1;padding:.75rem;border:0;border-radius:8px;font:inherit;font-weight:600;cursor:pointer}
.pay{background:#1d7a46;color:#fff}.decline{background:#e3e7ed;color:#1c2430}
button:focus-visible{outline:3px solid #2b6cb0;outline-offset:2px}`;

function document(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface SandboxPage {
  locale: Locale;
  shopName: string;
  orderId: string;
  /** The amount as the order's language writes it. */
  amountText: string;
  /** Where the buttons post (this page's own path). */
  action: string;
}

export function renderSandboxPage(page: SandboxPage): string {
  const t = TEXTS[page.locale];
  return document(
    page.locale,
    `${t.title} · ${t.bank}`,
    `<p class="banner" role="note">${escapeHtml(t.banner)}</p><h1>${escapeHtml(t.bank)}: ${escapeHtml(t.title)}</h1>` +
      `<dl><dt>${escapeHtml(t.shop)}</dt><dd>${escapeHtml(page.shopName)}</dd><dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(page.orderId)}</dd>` +
      `<dt>${escapeHtml(t.amount)}</dt><dd class="amount">${escapeHtml(page.amountText)}</dd></dl>` +
      `<form method="post" action="${escapeHtml(page.action)}">` +
      `<button class="pay" type="submit" name="outcome" value="pay">${escapeHtml(t.pay)}</button>` +
      `<button class="decline" type="submit" name="outcome" value="decline">${escapeHtml(t.decline)}</button></form>`,
  );
}

/** An unknown, finished or expired session. */
export function renderSandboxGone(locale: Locale): string {
  const t = TEXTS[locale];
  return document(
    locale,
    `${t.goneTitle} · ${t.bank}`,
    `<p class="banner" role="note">${escapeHtml(t.banner)}</p><h1>${escapeHtml(t.goneTitle)}</h1><p>${escapeHtml(t.gone)}</p>`,
  );
}
