// The back office (issue 7): which cities a city manager runs, and the audit log of every staff change.

import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./schema-accounts";
import { cities } from "./schema-shop";

/** The cities a city manager may act on (an admin needs no rows: they act on every city). */
export const staffCities = pgTable(
  "staff_cities",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cityId] })],
);

/** Every staff change: who, when, what (action on an entity), and the entity before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** e.g. "order.status", "offer.stock", "business.decision". */
    action: text("action").notNull(),
    /** e.g. "order", "offer", "user". */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    /** The city the change concerns, when it concerns one (city managers' scope, filters). */
    cityId: integer("city_id").references(() => cities.id, { onDelete: "set null" }),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_actor_idx").on(t.actorUserId, t.createdAt),
    check("audit_log_action", sql`${t.action} ~ '^[a-z]+(-[a-z]+)*\\.[a-z]+(-[a-z]+)*$'`),
  ],
);
