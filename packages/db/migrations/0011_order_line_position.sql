-- Order lines keep the cart's order (issue 18): position 0 first; orders placed before keep 0 and fall back to product id.
ALTER TABLE "order_items" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;