-- How a normalised word sounds, roughly: the usual Latin spellings of one sound made one ("dzh", "zh", "dj", a
-- soft g → j; "kh" → h; "ck", "c", "q" → k; a soft c → s; w → v; "ph" → f; "th" → t), an h after a vowel
-- dropped, then the vowels but the first letter dropped and repeated letters made one. Brand names spelt by
-- ear in Cyrillic meet their Latin spelling: "танжирс" → "tanzhirs" and "tangiers" → "tnjrs", "мастхев" and
-- "musthave" → "mstv", "вука" and "wookah" → "vk".
CREATE FUNCTION search_sound(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(left(w, 1) || regexp_replace(substr(w, 2), '[aeiouy]', '', 'g'), '(.)\1+', '\1', 'g')
  FROM (
    SELECT regexp_replace(regexp_replace(regexp_replace(translate(regexp_replace(regexp_replace(regexp_replace(
      regexp_replace(regexp_replace(word, 'dzh|zh|dj', 'j', 'g'), 'g(?=[iey])', 'j', 'g'),
      'kh', 'h', 'g'), 'ck', 'k', 'g'), 'c(?=[eiy])', 's', 'g'), 'cqw', 'kkv'), 'ph', 'f', 'g'), 'th', 't', 'g'),
      '(?<=[aeiouy])h', '', 'g') AS w
  ) x
$$;
--> statement-breakpoint
CREATE TABLE "search_postings" (
	"city_id" integer NOT NULL,
	"word" text NOT NULL,
	"product_id" integer NOT NULL,
	"in_name" boolean NOT NULL,
	"prev_word" text,
	"visible" boolean NOT NULL,
	"popularity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"sound" text GENERATED ALWAYS AS (search_sound(word)) STORED NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_trgm";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_doc)) STORED;--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_postings_key" ON "search_postings" USING btree ("city_id","word","product_id");--> statement-breakpoint
CREATE INDEX "search_postings_rank" ON "search_postings" USING btree ("city_id","word" text_pattern_ops,"in_name" DESC NULLS LAST,"popularity" DESC NULLS LAST,"product_id") INCLUDE ("visible","prev_word");--> statement-breakpoint
CREATE INDEX "search_postings_product_idx" ON "search_postings" USING btree ("product_id","city_id","word" text_pattern_ops) INCLUDE ("in_name");--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_sound" ON "search_words" USING btree ("sound");--> statement-breakpoint
CREATE INDEX "products_search_tsv" ON "products" USING gin ("search_tsv");--> statement-breakpoint
-- The words of a search document (products.search_doc, see @shop/domain buildSearchDocument): those
-- before the "|" are the product's names; prev_word is the word before each in byte order. One-letter words
-- are left out: a query word has 2+ letters.
CREATE FUNCTION search_doc_words(doc text) RETURNS TABLE (word text, in_name boolean, prev_word text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT d.word, d.in_name, lag(d.word) OVER (ORDER BY d.word COLLATE "C")
  FROM (
    SELECT w.word, bool_or(w.in_name) AS in_name
    FROM (
      SELECT part.word, true AS in_name FROM unnest(string_to_array(split_part(doc, '|', 1), ' ')) AS part(word)
      UNION ALL
      SELECT part.word, false FROM unnest(string_to_array(split_part(doc, '|', 2), ' ')) AS part(word)
    ) w
    WHERE length(w.word) > 1
    GROUP BY w.word
  ) d
$$;
--> statement-breakpoint
-- New products: their words join the lexicon (they have no offers yet).
CREATE FUNCTION search_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w.word FROM new_rows n CROSS JOIN LATERAL search_doc_words(n.search_doc) w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_products_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_products_inserted();
--> statement-breakpoint
-- A changed document: the product's postings in every city that offers it, again. A changed popularity: copied.
CREATE FUNCTION search_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w.word
    FROM new_rows n JOIN old_rows o ON o.id = n.id CROSS JOIN LATERAL search_doc_words(n.search_doc) w
    WHERE n.search_doc IS DISTINCT FROM o.search_doc
    ON CONFLICT DO NOTHING;
  DELETE FROM search_postings sp
    USING new_rows n JOIN old_rows o ON o.id = n.id
    WHERE sp.product_id = n.id AND n.search_doc IS DISTINCT FROM o.search_doc;
  INSERT INTO search_postings (city_id, word, product_id, in_name, prev_word, visible, popularity)
    SELECT f.city_id, w.word, n.id, w.in_name, w.prev_word, f.visible, n.popularity
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN offers f ON f.product_id = n.id
    CROSS JOIN LATERAL search_doc_words(n.search_doc) w
    WHERE n.search_doc IS DISTINCT FROM o.search_doc;
  UPDATE search_postings sp SET popularity = n.popularity
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE sp.product_id = n.id AND n.popularity <> o.popularity AND n.search_doc IS NOT DISTINCT FROM o.search_doc;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_products_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_products_updated();
--> statement-breakpoint
-- New offers: the product's words are indexed in that city.
CREATE FUNCTION search_offers_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_postings (city_id, word, product_id, in_name, prev_word, visible, popularity)
    SELECT n.city_id, w.word, n.product_id, w.in_name, w.prev_word, n.visible, p.popularity
    FROM new_rows n JOIN products p ON p.id = n.product_id CROSS JOIN LATERAL search_doc_words(p.search_doc) w
    ON CONFLICT (city_id, word, product_id)
    DO UPDATE SET in_name = excluded.in_name, prev_word = excluded.prev_word, visible = excluded.visible, popularity = excluded.popularity;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_offers_inserted AFTER INSERT ON offers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_offers_inserted();
--> statement-breakpoint
-- Changed offers: visibility copied; an offer moved to another city or product (a key change) re-indexed.
CREATE FUNCTION search_offers_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings sp USING old_rows o
    WHERE sp.city_id = o.city_id AND sp.product_id = o.product_id
      AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.city_id = o.city_id AND n.product_id = o.product_id);
  UPDATE search_postings sp SET visible = n.visible
    FROM new_rows n JOIN old_rows o ON o.city_id = n.city_id AND o.product_id = n.product_id
    WHERE sp.city_id = n.city_id AND sp.product_id = n.product_id AND n.visible IS DISTINCT FROM o.visible;
  INSERT INTO search_postings (city_id, word, product_id, in_name, prev_word, visible, popularity)
    SELECT n.city_id, w.word, n.product_id, w.in_name, w.prev_word, n.visible, p.popularity
    FROM new_rows n JOIN products p ON p.id = n.product_id CROSS JOIN LATERAL search_doc_words(p.search_doc) w
    WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.city_id = n.city_id AND o.product_id = n.product_id)
    ON CONFLICT (city_id, word, product_id)
    DO UPDATE SET in_name = excluded.in_name, prev_word = excluded.prev_word, visible = excluded.visible, popularity = excluded.popularity;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_offers_updated AFTER UPDATE ON offers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_offers_updated();
--> statement-breakpoint
CREATE FUNCTION search_offers_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings sp USING old_rows o WHERE sp.city_id = o.city_id AND sp.product_id = o.product_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_offers_deleted AFTER DELETE ON offers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_offers_deleted();
--> statement-breakpoint
CREATE FUNCTION search_offers_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_postings;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_offers_truncated AFTER TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION search_offers_truncated();
--> statement-breakpoint
-- What is already there.
INSERT INTO search_words (word)
  SELECT DISTINCT w.word FROM products p CROSS JOIN LATERAL search_doc_words(p.search_doc) w
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_postings (city_id, word, product_id, in_name, prev_word, visible, popularity)
  SELECT f.city_id, w.word, p.id, w.in_name, w.prev_word, f.visible, p.popularity
  FROM offers f JOIN products p ON p.id = f.product_id CROSS JOIN LATERAL search_doc_words(p.search_doc) w;--> statement-breakpoint
-- The products whose search_tsv matches a full-text query (of prefixes: "shlan:* & koko:*"), through the GIN
-- index: enable_seqscan is off while it runs, as the planner cannot see how narrow such an intersection is and
-- would rather read the whole table. A function, so that the setting holds for this query only.
CREATE FUNCTION search_products_matching(query tsquery, max_rows integer) RETURNS TABLE (id integer, popularity integer)
LANGUAGE sql STABLE SET enable_seqscan = off AS $$
  SELECT p.id, p.popularity FROM products p WHERE p.search_tsv @@ query LIMIT max_rows
$$;