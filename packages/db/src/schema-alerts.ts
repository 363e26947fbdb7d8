// "Notify me when back in stock" (issue 18): a shopper's request to hear once when a product is in stock again in
// a city. A visitor's request waits for the link in its confirmation e-mail (double opt-in); a signed-in
// customer's is confirmed at once (their account's address is verified). Only the token's SHA-256 is kept.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./schema-accounts";
import { products } from "./schema-catalogue";
import { cities } from "./schema-shop";

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    /** The signed-in customer who asked (null: a visitor); their account's deletion removes the alert. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The language of its e-mails and of the product link. */
    locale: text("locale").notNull(),
    /** SHA-256 of the token in the e-mail's confirm and unsubscribe links. */
    tokenHash: text("token_hash").notNull(),
    confirmedAt: instant("confirmed_at"),
    /** When the "back in stock" e-mail was queued: the alert is done. */
    notifiedAt: instant("notified_at"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("stock_alerts_product_city_email").on(t.productId, t.cityId, t.email),
    uniqueIndex("stock_alerts_token_hash").on(t.tokenHash),
    index("stock_alerts_due_idx").on(t.cityId).where(sql`${t.confirmedAt} is not null and ${t.notifiedAt} is null`),
    check("stock_alerts_locale", sql`${t.locale} in ('en', 'uk', 'pl', 'ru')`),
  ],
);

/**
 * A customer's favourite products (issue 38; docs/accounts.md "Favourites"): one row per (customer, product), kept
 * until removed or the account or product is deleted. A visitor's favourites live in the browser and are merged
 * into these on sign-in. Alerts are opted into per favourite, for one city (the one the customer switched them on
 * in): `alertCityId` null means no alerts. The "once per change" facts are what the customer was last told (or
 * saw when switching alerts on): whether the city could sell it and its retail price there.
 */
export const favourites = pgTable(
  "favourites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: instant("created_at").notNull().defaultNow(),
    /** The city whose stock and price the alerts watch; null: no e-mails for this favourite. */
    alertCityId: integer("alert_city_id").references(() => cities.id, { onDelete: "set null" }),
    /** When alerts were last switched on or off (who: the customer, the row's owner). */
    alertChangedAt: instant("alert_changed_at"),
    /** Whether the city could sell it when the customer was last told (or switched alerts on). */
    toldInStock: boolean("told_in_stock").notNull().default(false),
    /** The retail unit price (grosze) the customer was last told of (or saw when switching alerts on); null: none. */
    toldPrice: integer("told_price"),
    /** When the last alert e-mail was queued. */
    notifiedAt: instant("notified_at"),
    /** SHA-256 of the token in the last alert e-mail's unsubscribe link. */
    tokenHash: text("token_hash"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index("favourites_product_idx").on(t.productId),
    uniqueIndex("favourites_token_hash").on(t.tokenHash),
    index("favourites_alert_idx").on(t.alertCityId).where(sql`${t.alertCityId} is not null`),
  ],
);
