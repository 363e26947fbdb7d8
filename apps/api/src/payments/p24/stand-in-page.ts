// What the P24 stand-in shows and lists: its hosted payment page (the buyer's side of /trnRequest/{token})
// and its payment methods. The page is plain HTML with no scripts; every value from a registration is escaped.

export const PAGE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": "default-src 'none'; form-action 'self'",
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
} as const;

/** The hosted page's headers: its Pay and Decline post here and are redirected to the shop's return address. */
export function pageHeadersFor(urlReturn: string): Record<string, string> {
  let shop = "";
  try {
    shop = new URL(urlReturn).origin;
  } catch {}
  return {
    ...PAGE_HEADERS,
    "Content-Security-Policy": `default-src 'none'; form-action 'self'${/^https?:\/\//.test(shop) ? ` ${shop}` : ""}`,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

const zloty = (grosze: number) => `${Math.floor(grosze / 100)}.${String(grosze % 100).padStart(2, "0")}`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;

/** The hosted page; a registration with a method opens on that method (P24 skips its method list then). */
export function paymentPage(
  token: string,
  payment: { description: string; amount: number; currency: string; method: number | undefined; language: string },
): string {
  const action = `/trnRequest/${encodeURIComponent(token)}`;
  const chosen = METHODS.find((method) => method.id === payment.method);
  const lang = payment.language === "pl" ? "pl" : "en";
  return page(
    "Przelewy24 stand-in",
    `<h1>Przelewy24 stand-in</h1><p>A test page: no money moves.</p>` +
      `<p>${escapeHtml(payment.description)}</p><p>${zloty(payment.amount)} ${escapeHtml(payment.currency)}</p>` +
      (chosen ? `<p data-method="${chosen.id}">${lang === "pl" ? "Metoda" : "Method"}: ${escapeHtml(chosen.name[lang])}</p>` : "") +
      `<form method="post" action="${escapeHtml(`${action}/pay`)}"><button type="submit">Pay</button></form>` +
      `<form method="post" action="${escapeHtml(`${action}/decline`)}"><button type="submit">Decline</button></form>`,
  );
}

export function notFoundPage(): string {
  return page("Przelewy24 stand-in", "<h1>Transaction not found</h1><p>The link is wrong or the payment is finished.</p>");
}

interface StandInMethod {
  id: number;
  name: Record<"pl" | "en", string>;
  group: string;
  /** Grosze; P24 hides a method the amount is outside of when asked with ?amount=. */
  min?: number;
  max?: number;
  /** P24 lists a method the shop has not switched on with status false. */
  inactive?: true;
}

// A realistic sample in P24's shape (ids as P24 numbers them), BLIK deliberately not first: the client sorts.
const METHODS: StandInMethod[] = [
  { id: 25, name: { pl: "mTransfer", en: "mTransfer" }, group: "FastTransfers" },
  { id: 31, name: { pl: "Płacę z iPKO", en: "Płacę z iPKO" }, group: "FastTransfers" },
  { id: 112, name: { pl: "ING Bank Śląski", en: "ING Bank Śląski" }, group: "FastTransfers" },
  { id: 20, name: { pl: "Santander", en: "Santander" }, group: "FastTransfers" },
  { id: 181, name: { pl: "BLIK", en: "BLIK" }, group: "Blik" },
  { id: 218, name: { pl: "Karta płatnicza", en: "Payment card" }, group: "Credit Card" },
  { id: 227, name: { pl: "PayPo", en: "PayPo" }, group: "Installments", min: 500, max: 500_000 },
  { id: 178, name: { pl: "Przelew tradycyjny", en: "Traditional transfer" }, group: "TraditionalTransfer" },
  { id: 66, name: { pl: "PayPal", en: "PayPal" }, group: "Wallet", inactive: true },
];

export function paymentMethods(lang: "pl" | "en", amount: number | undefined, imageBase: string): object[] {
  return METHODS.filter((method) => amount === undefined || ((method.min ?? 0) <= amount && amount <= (method.max ?? Infinity))).map(
    (method) => ({
      name: method.name[lang],
      id: method.id,
      group: method.group,
      subgroup: method.group,
      status: !method.inactive,
      imgUrl: `${imageBase}/img/${method.id}.png`,
      mobileImgUrl: `${imageBase}/img/${method.id}-mobile.png`,
      mobile: true,
    }),
  );
}
