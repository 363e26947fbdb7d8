// The catalogue's search index (issue 4), kept by triggers (migration 0003_search_index) from
// products.search_doc, products.popularity and offers: nobody writes these tables but the database itself.
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { products } from "./schema-catalogue";
import { cities } from "./schema-shop";

/**
 * One row per word of a product's search document per city that offers the product: an inverted index whose
 * rows for a word prefix in a city are one range of search_postings_key (index-only: the score's inputs are
 * included), so a search reads about one row per match.
 */
export const searchPostings = pgTable(
  "search_postings",
  {
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    /** A normalised word of products.search_doc ([a-z0-9], 2+ characters). */
    word: text("word").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The word is among the product's names (before the "|" of search_doc). */
    inName: boolean("in_name").notNull(),
    /**
     * The product's word right before this one in byte order (null for its first): the first of its words in
     * a prefix range is the one whose prev_word is outside it, so counting those counts products, not words.
     */
    prevWord: text("prev_word"),
    /**
     * How many leading letters the word shares with prev_word (0 for the first): the word is the product's first
     * in the range of a stem of n letters exactly when shared < n, so the products matching a stem are counted
     * from search_postings_first, one entry each (migration 0009_search_speed).
     */
    shared: smallint("shared").notNull().generatedAlwaysAs(sql`search_shared_prefix(word, prev_word)`),
    /** Copies of offers.visible and products.popularity. */
    visible: boolean("visible").notNull(),
    popularity: integer("popularity").notNull(),
  },
  (t) => [
    uniqueIndex("search_postings_key").on(t.cityId, t.word, t.productId),
    // What searches read. Words in byte order (text_pattern_ops), so that the words starting with a stem are one
    // range whatever the database's collation; a word's products by relevance (in_name) then popularity, so
    // that its best ones are the first entries. The migration adds INCLUDE (visible, prev_word): index-only.
    index("search_postings_rank").on(t.cityId, t.word.op("text_pattern_ops"), t.inName.desc(), t.popularity.desc(), t.productId),
    // A product's words in a city (what the other words of a query are checked against); the migration adds
    // INCLUDE (in_name).
    index("search_postings_product_idx").on(t.productId, t.cityId, t.word.op("text_pattern_ops")),
    // A stem's products, one entry each: for each word of its range, the postings with shared below the stem's
    // length. The migration adds INCLUDE (visible, product_id).
    index("search_postings_first").on(t.cityId, t.word, t.shared),
  ],
);

/** Every word of every search document: what a misspelt word is looked up in (trigram similarity). */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    /** How the word sounds, roughly (search_sound: "tangiers" and "tanzhirs" → "tnjrs"), for spellings by ear. */
    sound: text("sound").notNull().generatedAlwaysAs(sql`search_sound(word)`),
  },
  (t) => [
    index("search_words_trgm").using("gin", sql`${t.word} gin_trgm_ops`),
    index("search_words_prefix").on(t.word.op("text_pattern_ops")),
    index("search_words_sound").on(t.sound),
  ],
);
