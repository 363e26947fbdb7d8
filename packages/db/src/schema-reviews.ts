// Verified product reviews (issue 38, docs/catalogue.md "Reviews"): one per customer and product, written after an
// order with the product was completed, shown only once staff accepted it. Each product's accepted reviews are
// summed in product_ratings, changed in the transaction that accepts a review or takes an accepted one down.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./schema-accounts";
import { products } from "./schema-catalogue";
import { orders } from "./schema-orders";
import { cities } from "./schema-shop";

const instant = (name: string) => timestamp(name, { withTimezone: true });

export type ReviewState = "pending" | "accepted" | "rejected" | "removed";

export const productReviews = pgTable(
  "product_reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The author; their account's deletion removes their reviews. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The completed order that made the purchase verified (its city is shown with the review). */
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "set null" }),
    /** The author's first name when the review was written (never the surname or the e-mail). */
    authorName: text("author_name").notNull(),
    stars: integer("stars").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The language of the page it was written on. */
    locale: text("locale").notNull(),
    state: text("state").$type<ReviewState>().notNull().default("pending"),
    /** Why staff rejected it (the author sees it in the cabinet). */
    rejectReason: text("reject_reason"),
    moderatedAt: instant("moderated_at"),
    moderatedBy: integer("moderated_by").references(() => users.id, { onDelete: "set null" }),
    /** The shop's one public answer. */
    reply: text("reply"),
    repliedAt: instant("replied_at"),
    repliedBy: integer("replied_by").references(() => users.id, { onDelete: "set null" }),
    helpfulCount: integer("helpful_count").notNull().default(0),
    /** The last abuse report that sent it back to moderation. */
    reportedAt: instant("reported_at"),
    createdAt: instant("created_at").notNull().defaultNow(),
    /** The author's last edit (editable until created_at + 30 days). */
    editedAt: instant("edited_at"),
  },
  (t) => [
    uniqueIndex("product_reviews_product_user").on(t.productId, t.userId),
    index("product_reviews_shown_idx").on(t.productId, t.createdAt).where(sql`${t.state} = 'accepted'`),
    index("product_reviews_state_idx").on(t.state, t.createdAt),
    index("product_reviews_user_idx").on(t.userId),
    check("product_reviews_stars", sql`${t.stars} between 1 and 5`),
    check("product_reviews_state", sql`${t.state} in ('pending', 'accepted', 'rejected', 'removed')`),
    check("product_reviews_locale", sql`${t.locale} in ('en', 'uk', 'pl', 'ru')`),
    check("product_reviews_title", sql`char_length(${t.title}) between 1 and 120`),
    check("product_reviews_body", sql`char_length(${t.body}) between 1 and 5000`),
    check("product_reviews_rejected_reason", sql`${t.state} <> 'rejected' or ${t.rejectReason} is not null`),
    check("product_reviews_helpful", sql`${t.helpfulCount} >= 0`),
  ],
);

/** The accepted reviews of a product, summed: the count of each star value (the average and count follow). */
export const productRatings = pgTable(
  "product_ratings",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    stars1: integer("stars1").notNull().default(0),
    stars2: integer("stars2").notNull().default(0),
    stars3: integer("stars3").notNull().default(0),
    stars4: integer("stars4").notNull().default(0),
    stars5: integer("stars5").notNull().default(0),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check(
      "product_ratings_counts",
      sql`${t.stars1} >= 0 and ${t.stars2} >= 0 and ${t.stars3} >= 0 and ${t.stars4} >= 0 and ${t.stars5} >= 0`,
    ),
  ],
);

/** "Helpful" marks: one per review and voter (a customer's "u:<id>", a visitor's cookie id "v:<id>"). */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    voter: text("voter").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voter] })],
);

/** Abuse reports by customers: each sends an accepted review back to moderation. */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("review_reports_review_user").on(t.reviewId, t.userId)],
);

/**
 * The review request e-mail of a completed order (claimed once, by an INSERT that a second process finds done),
 * and customers who asked for none (the cabinet's switch or the e-mail's one-click link).
 */
export const reviewRequests = pgTable(
  "review_requests",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Queued, or skipped (the customer opted out, or no address): the order is done either way. */
    outcome: text("outcome").$type<"queued" | "skipped">().notNull(),
    /** SHA-256 of the token of the e-mail's one-click opt-out link. */
    optOutTokenHash: text("opt_out_token_hash"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("review_requests_outcome", sql`${t.outcome} in ('queued', 'skipped')`),
    uniqueIndex("review_requests_opt_out_token").on(t.optOutTokenHash),
  ],
);

export const reviewEmailOptOuts = pgTable("review_email_opt_outs", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: instant("created_at").notNull().defaultNow(),
});
