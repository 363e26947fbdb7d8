// The daily "to reorder" digest of a city manager (issue 33; docs/inventory.md "Reorder points and the daily
// digest"): their cities' stores' products below the minimum, how many to order to reach the target, and a link to
// each store's list in the back office. At most one a day, only when something is low (the job decides).
import type { Locale } from "@shop/domain";
import type { EmailContent, EmailTable, Template } from "../content";
import type { ReorderDigestMail } from "../message";

type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

interface DigestTexts {
  subject(products: string, brand: string): string;
  preheader(products: string, units: string): string;
  heading: string;
  intro(day: string): string;
  caption: string;
  /** A line's second row: what the store holds and its minimum. */
  holds(units: number, min: number): string;
  order(n: number): string;
  /** "…and 12 more products" when the list is cut (the back office has it all). */
  more: Plural;
  productsTotal: string;
  unitsTotal: string;
  open: { label: string; note: string };
  outro: string;
  products: Plural;
  units: Plural;
}

const TEXTS: Record<Locale, DigestTexts> = {
  en: {
    subject: (products, brand) => `To reorder: ${products} — ${brand}`,
    preheader: (products, units) => `Below the minimum: ${products}. To order: ${units}.`,
    heading: "Products to reorder",
    intro: (day) =>
      `On ${day} these products in your stores are below the minimum you set. Ordering the quantities below brings each back to its target.`,
    caption: "Below the minimum",
    holds: (units, min) => `${units} in stock, minimum ${min}`,
    order: (n) => `order ${n}`,
    more: { one: "…and {n} more product: see the list", other: "…and {n} more products: see the list" },
    productsTotal: "Products below the minimum",
    unitsTotal: "Units to order",
    open: {
      label: "Open the to-reorder list",
      note: "Units on their way to a store in a transfer are not counted: check the transfers before you order.",
    },
    outro:
      "You get this e-mail at most once a day, and only when something is below its minimum. Minimums and targets are set per store on the “To reorder” page.",
    products: { one: "{n} product", other: "{n} products" },
    units: { one: "{n} unit", other: "{n} units" },
  },
  uk: {
    subject: (products, brand) => `До замовлення: ${products} — ${brand}`,
    preheader: (products, units) => `Нижче мінімуму: ${products}. Замовити: ${units}.`,
    heading: "Товари до замовлення",
    intro: (day) =>
      `Станом на ${day} ці товари у ваших магазинах мають залишок нижче встановленого мінімуму. Замовивши вказану кількість, ви повернете кожен до цільової кількості.`,
    caption: "Нижче мінімуму",
    holds: (units, min) => `у наявності ${units}, мінімум ${min}`,
    order: (n) => `замовити ${n}`,
    more: {
      one: "…і ще {n} товар: див. список",
      few: "…і ще {n} товари: див. список",
      many: "…і ще {n} товарів: див. список",
      other: "…і ще {n} товару: див. список",
    },
    productsTotal: "Товарів нижче мінімуму",
    unitsTotal: "Одиниць до замовлення",
    open: {
      label: "Відкрити список до замовлення",
      note: "Одиниці, які їдуть до магазину в переміщенні, не враховано: перевірте переміщення перед замовленням.",
    },
    outro:
      "Цей лист приходить щонайбільше раз на день і лише тоді, коли щось опускається нижче мінімуму. Мінімуми й цільові кількості задаються для кожного магазину на сторінці «До замовлення».",
    products: { one: "{n} товар", few: "{n} товари", many: "{n} товарів", other: "{n} товару" },
    units: { one: "{n} одиниця", few: "{n} одиниці", many: "{n} одиниць", other: "{n} одиниці" },
  },
  pl: {
    subject: (products, brand) => `Do zamówienia: ${products} – ${brand}`,
    preheader: (products, units) => `Poniżej minimum: ${products}. Do zamówienia: ${units}.`,
    heading: "Produkty do zamówienia",
    intro: (day) =>
      `Na dzień ${day} te produkty w Twoich sklepach są poniżej ustalonego minimum. Zamówienie podanych ilości przywróci każdy z nich do stanu docelowego.`,
    caption: "Poniżej minimum",
    holds: (units, min) => `na stanie ${units}, minimum ${min}`,
    order: (n) => `zamów ${n}`,
    more: {
      one: "…i jeszcze {n} produkt: zobacz listę",
      few: "…i jeszcze {n} produkty: zobacz listę",
      many: "…i jeszcze {n} produktów: zobacz listę",
      other: "…i jeszcze {n} produktu: zobacz listę",
    },
    productsTotal: "Produkty poniżej minimum",
    unitsTotal: "Sztuk do zamówienia",
    open: {
      label: "Otwórz listę do zamówienia",
      note: "Towar w drodze do sklepu (w przesunięciu) nie jest liczony: sprawdź przesunięcia przed zamówieniem.",
    },
    outro:
      "Ta wiadomość przychodzi najwyżej raz dziennie i tylko wtedy, gdy coś jest poniżej minimum. Minima i stany docelowe ustawia się dla każdego sklepu na stronie „Do zamówienia”.",
    products: { one: "{n} produkt", few: "{n} produkty", many: "{n} produktów", other: "{n} produktu" },
    units: { one: "{n} sztuka", few: "{n} sztuki", many: "{n} sztuk", other: "{n} sztuki" },
  },
  ru: {
    subject: (products, brand) => `К заказу: ${products} — ${brand}`,
    preheader: (products, units) => `Ниже минимума: ${products}. Заказать: ${units}.`,
    heading: "Товары к заказу",
    intro: (day) =>
      `На ${day} эти товары в ваших магазинах ниже установленного минимума. Заказав указанное количество, вы вернёте каждый к целевому количеству.`,
    caption: "Ниже минимума",
    holds: (units, min) => `в наличии ${units}, минимум ${min}`,
    order: (n) => `заказать ${n}`,
    more: {
      one: "…и ещё {n} товар: см. список",
      few: "…и ещё {n} товара: см. список",
      many: "…и ещё {n} товаров: см. список",
      other: "…и ещё {n} товара: см. список",
    },
    productsTotal: "Товаров ниже минимума",
    unitsTotal: "Единиц к заказу",
    open: {
      label: "Открыть список к заказу",
      note: "Единицы, которые едут в магазин в перемещении, не учтены: проверьте перемещения перед заказом.",
    },
    outro:
      "Это письмо приходит не чаще раза в день и только когда что-то ниже минимума. Минимумы и целевые количества задаются для каждого магазина на странице «К заказу».",
    products: { one: "{n} товар", few: "{n} товара", many: "{n} товаров", other: "{n} товара" },
    units: { one: "{n} единица", few: "{n} единицы", many: "{n} единиц", other: "{n} единицы" },
  },
};

const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", uk: "uk-UA", pl: "pl-PL", ru: "ru-RU" };

/** The most product lines the e-mail lists; the rest is counted, and the back office has them all. */
export const DIGEST_MAX_LINES = 50;

function digest(locale: Locale) {
  const t = TEXTS[locale];
  const plurals = new Intl.PluralRules(INTL_LOCALE[locale]);
  const count = (forms: Plural, n: number) => (forms[plurals.select(n)] ?? forms.other).replace("{n}", String(n));
  const day = (text: string) =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${text}T12:00:00Z`),
    );
  return (mail: ReorderDigestMail, brand: string): EmailContent => {
    const lines = mail.stores.flatMap((store) => store.lines.map((line) => ({ store, line })));
    const units = lines.reduce((sum, { line }) => sum + line.toOrder, 0);
    const products = count(t.products, lines.length);
    const rows: EmailTable["rows"] = lines.slice(0, DIGEST_MAX_LINES).map(({ store, line }) => ({
      label: `${store.cityName}, ${store.name}: ${line.name} (SKU ${line.sku})\n${t.holds(line.units, line.min)}`,
      value: t.order(line.toOrder),
    }));
    if (lines.length > DIGEST_MAX_LINES) rows.push({ label: count(t.more, lines.length - DIGEST_MAX_LINES), value: "" });
    const first = mail.stores[0];
    return {
      subject: t.subject(products, brand),
      preheader: t.preheader(products, count(t.units, units)),
      heading: t.heading,
      intro: [t.intro(day(mail.day))],
      table: {
        caption: t.caption,
        rows,
        totals: [
          { label: t.productsTotal, value: String(lines.length) },
          { label: t.unitsTotal, value: String(units), strong: true },
        ],
      },
      facts: mail.stores.map((store) => ({
        label: `${store.cityName}, ${store.name}`,
        value: count(t.products, store.lines.length),
        url: store.link,
      })),
      ...(first ? { action: { label: t.open.label, url: first.link, note: t.open.note } } : {}),
      outro: [t.outro],
    };
  };
}

export const REORDER_DIGEST: Template<"reorder-digest"> = { en: digest("en"), uk: digest("uk"), pl: digest("pl"), ru: digest("ru") };
