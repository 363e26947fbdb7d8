-- Placing an order updates offers.stock and products.sold_count (docs/orders.md "Throughput"). The search triggers
-- of 0003_search_index fire on every UPDATE of those tables and ran their 3-4 statements each time, though neither
-- column is indexed: they now stop at once when no row changed what they copy (products: search_doc, popularity;
-- offers: visible, or the key). What they do when something changed is the same as before.
CREATE OR REPLACE FUNCTION search_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.search_doc IS DISTINCT FROM o.search_doc OR n.popularity <> o.popularity
  ) THEN
    RETURN NULL;
  END IF;
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
-- An offer whose key is only in old_rows or only in new_rows moved; one in both may have changed its visibility.
CREATE OR REPLACE FUNCTION search_offers_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM new_rows n FULL JOIN old_rows o ON o.city_id = n.city_id AND o.product_id = n.product_id
    WHERE n.product_id IS NULL OR o.product_id IS NULL OR n.visible IS DISTINCT FROM o.visible
  ) THEN
    RETURN NULL;
  END IF;
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
-- An order's (product, quantity) list, sent as JSON ([{"product_id": 1, "quantity": 2}, ...]) by the statements
-- that place it (queries/orders). json_to_recordset is estimated at 100 rows, so their generic plans read all of
-- offers and products and hash them; this function is estimated at 1 (an order holds a few lines), so they look
-- each row up by its key instead, however large the catalogue. PL/pgSQL: never inlined (an inlined SQL function
-- would bring back json_to_recordset's estimate), and its one statement is planned once per connection.
CREATE FUNCTION order_quantities(list json) RETURNS TABLE (product_id integer, quantity integer)
LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE ROWS 1 AS $$
BEGIN
  RETURN QUERY SELECT l.product_id, l.quantity FROM json_to_recordset(list) AS l (product_id integer, quantity integer);
END
$$;
