-- How many leading letters a posting's word shares with the product's previous word (0 for its first word):
-- the word is the product's first in the range of an n-letter stem exactly when that is below n. Counting a
-- stem's products then reads one entry per product (search_postings_first: for each word of the range, its
-- postings with shared < n) instead of every posting of the range with a filter on prev_word (docs/catalogue.md).
CREATE FUNCTION search_shared_prefix(word text, prev_word text) RETURNS smallint
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  n integer := least(length(word), length(prev_word));
  i integer := 0;
BEGIN
  IF prev_word IS NULL THEN
    RETURN 0;
  END IF;
  WHILE i < n AND substr(word, i + 1, 1) = substr(prev_word, i + 1, 1) LOOP
    i := i + 1;
  END LOOP;
  RETURN i;
END
$$;
--> statement-breakpoint
ALTER TABLE "search_postings" ADD COLUMN "shared" smallint GENERATED ALWAYS AS (search_shared_prefix(word, prev_word)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_postings_first" ON "search_postings" USING btree ("city_id","word","shared") INCLUDE ("visible","product_id");--> statement-breakpoint
-- Spellings by ear: a word-initial y before a vowel sounds as j. Latin j is folded to y when text is normalised
-- ("Jibiar" → "yibiar"), while a Cyrillic дж becomes "dzh" and sounds as j: "джибиар" and "Jibiar" now meet
-- ("jbr"). Every word's sound is computed again.
CREATE OR REPLACE FUNCTION search_sound(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(left(w, 1) || regexp_replace(substr(w, 2), '[aeiouy]', '', 'g'), '(.)\1+', '\1', 'g')
  FROM (
    SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(translate(regexp_replace(regexp_replace(regexp_replace(
      regexp_replace(regexp_replace(word, 'dzh|zh|dj', 'j', 'g'), 'g(?=[iey])', 'j', 'g'),
      'kh', 'h', 'g'), 'ck', 'k', 'g'), 'c(?=[eiy])', 's', 'g'), 'cqw', 'kkv'), 'ph', 'f', 'g'), 'th', 't', 'g'),
      '(?<=[aeiouy])h', '', 'g'), '^y(?=[aeiou])', 'j') AS w
  ) x
$$;
--> statement-breakpoint
UPDATE "search_words" SET "word" = "word";
