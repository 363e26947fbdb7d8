CREATE SEQUENCE "public"."product_sku_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "goods_receipt_lines" (
	"receipt_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost" integer,
	CONSTRAINT "goods_receipt_lines_receipt_id_product_id_pk" PRIMARY KEY("receipt_id","product_id"),
	CONSTRAINT "goods_receipt_lines_quantity" CHECK ("goods_receipt_lines"."quantity" > 0),
	CONSTRAINT "goods_receipt_lines_unit_cost" CHECK ("goods_receipt_lines"."unit_cost" is null or "goods_receipt_lines"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_document" text NOT NULL,
	"note" text,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_key" text,
	CONSTRAINT "goods_receipts_source" CHECK ("goods_receipts"."source" in ('form', 'csv'))
);
--> statement-breakpoint
CREATE TABLE "reorder_digests" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reorder_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "reorder_rules" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"target_quantity" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reorder_rules_store_id_product_id_pk" PRIMARY KEY("store_id","product_id"),
	CONSTRAINT "reorder_rules_quantities" CHECK ("reorder_rules"."min_quantity" >= 0 and "reorder_rules"."target_quantity" >= "reorder_rules"."min_quantity" and "reorder_rules"."target_quantity" between 1 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "stock_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_key" text,
	CONSTRAINT "stock_adjustments_kind" CHECK ("stock_adjustments"."kind" in ('write-off', 'correction')),
	CONSTRAINT "stock_adjustments_reason" CHECK (("stock_adjustments"."kind" = 'write-off') = ("stock_adjustments"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "stock_count_lines" (
	"count_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"expected" integer,
	"counted" integer,
	"counted_by" integer,
	"counted_at" timestamp with time zone,
	"adjustment" integer,
	CONSTRAINT "stock_count_lines_count_id_product_id_pk" PRIMARY KEY("count_id","product_id"),
	CONSTRAINT "stock_count_lines_counted" CHECK (("stock_count_lines"."counted" is null) = ("stock_count_lines"."expected" is null) and ("stock_count_lines"."counted" is null or "stock_count_lines"."counted" >= 0))
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"category_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by" integer,
	"applied_at" timestamp with time zone,
	"canceled_by" integer,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "stock_counts_status" CHECK ("stock_counts"."status" in ('open', 'applied', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"reason" text,
	"unit_cost" integer,
	"document_type" text,
	"document_id" text,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind" CHECK ("stock_movements"."kind" in ('opening', 'reservation', 'return', 'store-sale', 'transfer-out', 'transfer-in', 'receipt', 'count', 'write-off', 'correction')),
	CONSTRAINT "stock_movements_quantity" CHECK ("stock_movements"."quantity" <> 0),
	CONSTRAINT "stock_movements_quantity_after" CHECK ("stock_movements"."quantity_after" >= 0),
	CONSTRAINT "stock_movements_reason" CHECK (("stock_movements"."kind" = 'write-off') = ("stock_movements"."reason" is not null) and ("stock_movements"."reason" is null or "stock_movements"."reason" in ('damaged', 'expired', 'lost'))),
	CONSTRAINT "stock_movements_document" CHECK (("stock_movements"."document_type" is null) = ("stock_movements"."document_id" is null) and ("stock_movements"."document_type" is null or "stock_movements"."document_type" in ('order', 'transfer', 'receipt', 'count', 'sale', 'adjustment'))),
	CONSTRAINT "stock_movements_actor" CHECK ("stock_movements"."actor" in ('staff', 'customer', 'system')),
	CONSTRAINT "stock_movements_unit_cost" CHECK ("stock_movements"."unit_cost" is null or "stock_movements"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_transfer_lines" (
	"transfer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer,
	"discrepancy_reason" text,
	"resolution" text,
	"resolution_note" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "stock_transfer_lines_transfer_id_product_id_pk" PRIMARY KEY("transfer_id","product_id"),
	CONSTRAINT "stock_transfer_lines_quantity" CHECK ("stock_transfer_lines"."quantity" > 0),
	CONSTRAINT "stock_transfer_lines_received" CHECK ("stock_transfer_lines"."received_quantity" is null or "stock_transfer_lines"."received_quantity" between 0 and "stock_transfer_lines"."quantity"),
	CONSTRAINT "stock_transfer_lines_resolution" CHECK ("stock_transfer_lines"."resolution" is null or "stock_transfer_lines"."resolution" in ('written-off', 'arrived'))
);
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_store_id" integer NOT NULL,
	"to_store_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_by" integer,
	"shipped_at" timestamp with time zone,
	"received_by" integer,
	"received_at" timestamp with time zone,
	"canceled_by" integer,
	"canceled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"request_key" text,
	CONSTRAINT "stock_transfers_stores" CHECK ("stock_transfers"."from_store_id" <> "stock_transfers"."to_store_id"),
	CONSTRAINT "stock_transfers_status" CHECK ("stock_transfers"."status" in ('draft', 'shipped', 'received', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "store_sale_lines" (
	"sale_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "store_sale_lines_sale_id_product_id_pk" PRIMARY KEY("sale_id","product_id"),
	CONSTRAINT "store_sale_lines_quantity" CHECK ("store_sale_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"reference" text NOT NULL,
	"source" text NOT NULL,
	"sold_on" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_key" text,
	CONSTRAINT "store_sales_source" CHECK ("store_sales"."source" in ('counter', 'csv'))
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
-- Issue 33: every product gets an SKU; the shop's own numbering follows the product's id (SP-000042).
UPDATE "products" SET "sku" = 'SP-' || lpad("id"::text, 6, '0');--> statement-breakpoint
SELECT setval('product_sku_seq', coalesce(max("id"), 0) + 1, false) FROM "products";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sku" SET DEFAULT 'SP-' || lpad(nextval('product_sku_seq')::text, 6, '0');--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ean" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" text DEFAULT '23' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "source_sha256" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sms_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "pickup_hold_days" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_receipt_id_goods_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."goods_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorder_digests" ADD CONSTRAINT "reorder_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorder_rules" ADD CONSTRAINT "reorder_rules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorder_rules" ADD CONSTRAINT "reorder_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorder_rules" ADD CONSTRAINT "reorder_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_transfer_id_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_from_store_id_stores_id_fk" FOREIGN KEY ("from_store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_to_store_id_stores_id_fk" FOREIGN KEY ("to_store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_shipped_by_users_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sale_lines" ADD CONSTRAINT "store_sale_lines_sale_id_store_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."store_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sale_lines" ADD CONSTRAINT "store_sale_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_receipts_document" ON "goods_receipts" USING btree ("store_id",lower("supplier_name"),lower("supplier_document"));--> statement-breakpoint
CREATE UNIQUE INDEX "goods_receipts_request_key" ON "goods_receipts" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "goods_receipts_store_idx" ON "goods_receipts" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "reorder_rules_product_idx" ON "reorder_rules" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_adjustments_request_key" ON "stock_adjustments" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "stock_adjustments_store_idx" ON "stock_adjustments" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_counts_one_open" ON "stock_counts" USING btree ("store_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "stock_counts_store_idx" ON "stock_counts" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_store_idx" ON "stock_movements" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_document_idx" ON "stock_movements" USING btree ("document_type","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_transfers_request_key" ON "stock_transfers" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "stock_transfers_from_idx" ON "stock_transfers" USING btree ("from_store_id","status");--> statement-breakpoint
CREATE INDEX "stock_transfers_to_idx" ON "stock_transfers" USING btree ("to_store_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "store_sales_reference" ON "store_sales" USING btree ("store_id",lower("reference"));--> statement-breakpoint
CREATE UNIQUE INDEX "store_sales_request_key" ON "store_sales" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "store_sales_store_idx" ON "store_sales" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku" ON "products" USING btree (upper("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_ean" ON "products" USING btree ("ean");--> statement-breakpoint
CREATE INDEX "orders_pickup_hold_idx" ON "orders" USING btree ("pickup_hold_until") WHERE status = 'READY_FOR_PICKUP';--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_channel" CHECK ("emails"."channel" in ('email', 'sms'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sku_format" CHECK ("products"."sku" ~ '^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_ean_format" CHECK ("products"."ean" ~ '^[0-9]{13}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate" CHECK ("products"."vat_rate" in ('23', '8', '5', '0', 'zw'));--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_source_sha256" CHECK ("product_images"."source_sha256" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sms_phone" CHECK ("orders"."sms_phone" is null or "orders"."sms_phone" ~ '^\+[1-9][0-9]{6,14}$');--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_pickup_hold_days" CHECK ("cities"."pickup_hold_days" between 1 and 30);--> statement-breakpoint
-- Issue 33: today's stock of every store becomes its opening movement, so that each store's units are the sum of
-- its ledger from now on.
INSERT INTO "stock_movements" ("store_id", "product_id", "kind", "quantity", "quantity_after", "actor")
SELECT "store_id", "product_id", 'opening', "quantity", "quantity", 'system'
FROM "store_stock" WHERE "quantity" > 0 ORDER BY "store_id", "product_id";--> statement-breakpoint
-- Pickup orders already waiting in a store: their hold starts when they became ready, and ends a day from now at
-- the earliest (nobody is canceled by the upgrade itself).
UPDATE "orders" o SET
  "pickup_ready_at" = r."at",
  "pickup_hold_until" = greatest(r."at" + make_interval(days => c."pickup_hold_days"), now() + interval '1 day')
FROM "cities" c, (
  SELECT w."id", coalesce((SELECT max(h."created_at") FROM "order_history" h
    WHERE h."order_id" = w."id" AND h."to_status" = 'READY_FOR_PICKUP'), w."updated_at") AS "at"
  FROM "orders" w WHERE w."status" = 'READY_FOR_PICKUP') r
WHERE o."id" = r."id" AND c."id" = o."city_id";
