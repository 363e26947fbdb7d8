import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("cities_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
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
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stores_city_idx").on(t.cityId),
    check("stores_latitude_range", sql`${t.latitude} between -90 and 90`),
    check("stores_longitude_range", sql`${t.longitude} between -180 and 180`),
  ],
);
