// A checkout page's data for the unit tests: a Kraków cart of two products, three deliveries, two stores.
import type { Cart, CartLine, CheckoutOptions, Quote } from "@shop/contracts";
import type { CheckoutData } from "../../lib/checkout/types";
import { noScriptRules } from "./delivery-choice";

const line = (id: number, name: string, quantity: number, unitPrice: number): CartLine =>
  ({
    product: { id, slug: `product-${id}`, name } as CartLine["product"],
    quantity,
    unitPrice,
    regularPrice: unitPrice,
    priceKind: "retail",
    lineTotal: unitPrice * quantity,
    maxQuantity: 10,
  }) as CartLine;

const CART: Cart = {
  id: null,
  city: "krakow",
  lines: [line(1, "Mint shisha 50 g", 2, 1500), line(2, "Coconut coal 1 kg", 1, 2000)],
  itemCount: 3,
  subtotal: 5000,
  tpd: false,
  changes: [],
};

const HOURS = [1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: "10:00", closes: "20:00" }));

export const OPTIONS: CheckoutOptions = {
  city: "krakow",
  deliveries: [
    { method: "local-pickup", fee: 0, freeFrom: null, payments: ["in-store", "online", "crypto"] },
    { method: "parcel-locker", fee: 1299, freeFrom: 20000, payments: ["online", "crypto"] },
    { method: "courier", fee: 1999, freeFrom: null, payments: ["online", "crypto"] },
  ],
  restriction: null,
  customerKind: "retail",
  stores: [
    {
      id: 7,
      address: "ul. Floriańska 12, Kraków",
      phone: "+48 12 000 00 07",
      openingHours: HOURS,
      // Saturday 29 March 2025 19:30 (CET), then Monday 31 March 10:00 and 10:30 (CEST).
      slots: ["2025-03-29T18:30:00.000Z", "2025-03-31T08:00:00.000Z", "2025-03-31T08:30:00.000Z"],
      complete: true,
      missing: [],
    },
    {
      id: 9,
      address: "ul. Karmelicka 3, Kraków",
      phone: "+48 12 000 00 09",
      openingHours: HOURS,
      slots: ["2025-03-31T12:00:00.000Z"],
      complete: true,
      missing: [],
    },
  ],
  cryptoPayMinutes: 30,
  onlineMethods: [],
};

export const quote = (values: Partial<Quote> = {}): Quote => ({
  subtotal: 5000,
  discount: 0,
  deliveryFee: 0,
  total: 5000,
  coupon: null,
  cryptoEstimate: 12_345_678,
  ...values,
});

export const DATA: CheckoutData = {
  page: { heading: "Checkout", crumbs: [], seo: { title: "", description: "", canonical: "", alternates: [] } },
  cart: CART,
  options: { ...OPTIONS, stores: OPTIONS.stores.map((store) => ({ ...store, label: store.address })) },
  quote: quote(),
  contact: { firstName: "Anna", lastName: "Kowalska", phone: "+48 600 100 200" },
  idempotencyKey: "key-of-this-page-0001",
  signInTo: "/en/krakow/auth/sign-in?returnTo=%2Fen%2Fkrakow%2Fcheckout",
  signUpTo: "/en/krakow/auth/sign-up?returnTo=%2Fen%2Fkrakow%2Fcheckout",
  noScriptCss: noScriptRules(OPTIONS.deliveries),
};
