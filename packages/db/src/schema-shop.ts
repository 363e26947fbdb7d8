// The shop itself: its cities with their stores, and the redirects table (docs/ARCHITECTURE.md "Redirects").
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Weekly opening hours in shop time (Europe/Warsaw): day 1 = Monday ... 7 = Sunday, "HH:MM". */
export type OpeningHours = Array<{ day: 1 | 2 | 3 | 4 | 5 | 6 | 7; opens: string; closes: string }>;

export const cities = pgTable(
  "cities",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    nameEn: text("name_en").notNull(),
    nameUk: text("name_uk").notNull(),
    namePl: text("name_pl").notNull(),
    nameRu: text("name_ru").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
    /** Days a pickup order waits in its store once ready (issue 33); then it is canceled and its units go back. */
    pickupHoldDays: smallint("pickup_hold_days").notNull().default(3),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("cities_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("cities_pickup_hold_days", sql`${t.pickupHoldDays} between 1 and 30`),
  ],
);

export const stores = pgTable(
  "stores",
  {
    id: serial("id").primaryKey(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "restrict" }),
    address: text("address").notNull(),
    phone: text("phone").notNull(),
    openingHours: jsonb("opening_hours").$type<OpeningHours>().notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Orders the store hands over per pickup hour (issue 7); null: no limit. */
    pickupSlotCapacity: integer("pickup_slot_capacity"),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stores_city_idx").on(t.cityId),
    check("stores_latitude_range", sql`${t.latitude} between -90 and 90`),
    check("stores_longitude_range", sql`${t.longitude} between -180 and 180`),
    check("stores_pickup_slot_capacity", sql`${t.pickupSlotCapacity} is null or ${t.pickupSlotCapacity} > 0`),
  ],
);

/** The HTTP statuses a redirect may answer with: 301 moved for good, 302 for now (a campaign link). */
export type RedirectStatus = 301 | 302;

/**
 * A same-site path: "/" not followed by a second "/" (that would be another host), and no backslash
 * or whitespace anywhere (browsers read a backslash as "/").
 */
const SITE_PATH = String.raw`^/([^/\\[:space:]][^\\[:space:]]*)?$`;
const isSitePath = (column: AnyPgColumn) => sql`${column} ~ ${sql.raw(`'${SITE_PATH}'`)}`;

/** Storefront paths that answer with a redirect; stored without the locale prefix (docs/ARCHITECTURE.md). */
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    fromPath: text("from_path").notNull().unique(),
    toPath: text("to_path").notNull(),
    status: smallint("status").$type<RedirectStatus>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [
    check("redirects_status", sql`${t.status} in (301, 302)`),
    check("redirects_from_path_format", isSitePath(t.fromPath)),
    check("redirects_to_path_format", isSitePath(t.toPath)),
    check("redirects_paths_differ", sql`${t.fromPath} <> ${t.toPath}`),
  ],
);
