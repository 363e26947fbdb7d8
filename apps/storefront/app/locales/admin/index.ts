// The back office's texts (issue 7): their own namespace, "admin", registered by the back
// office's layout (routes/admin/layout.tsx) so that they load with the back office's pages only and never
// reach a shopper's browser.
import type { Locale } from "@shop/domain";
import articles from "./articles";
import audit from "./audit";
import business from "./business";
import catalogueIo from "./catalogue-io";
import cities from "./cities";
import common from "./common";
import counts from "./counts";
import coupons from "./coupons";
import customers from "./customers";
import dashboard from "./dashboard";
import invoices from "./invoices";
import offers from "./offers";
import orders from "./orders";
import products from "./products";
import receipts from "./receipts";
import redirects from "./redirects";
import reorder from "./reorder";
import reportPages from "./report-pages";
import reports from "./reports";
import reviews from "./reviews";
import sales from "./sales";
import stock from "./stock";
import taxonomy from "./taxonomy";
import team from "./team";
import transfers from "./transfers";

const sections = {
  articles,
  audit,
  business,
  catalogueIo,
  cities,
  common,
  counts,
  coupons,
  customers,
  dashboard,
  invoices,
  offers,
  orders,
  products,
  receipts,
  redirects,
  reorder,
  reportPages,
  reports,
  reviews,
  sales,
  stock,
  taxonomy,
  team,
  transfers,
};

type Section = keyof typeof sections;
export type AdminTexts = { [S in Section]: (typeof sections)[S]["en"] };

function textsOf(lang: Locale): AdminTexts {
  return Object.fromEntries(Object.entries(sections).map(([name, section]) => [name, section[lang]])) as unknown as AdminTexts;
}

export const adminResources: Record<Locale, AdminTexts> = { en: textsOf("en"), uk: textsOf("uk"), pl: textsOf("pl"), ru: textsOf("ru") };
