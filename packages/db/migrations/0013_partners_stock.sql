CREATE TABLE "store_stock" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_stock_store_id_product_id_pk" PRIMARY KEY("store_id","product_id"),
	CONSTRAINT "store_stock_quantity_non_negative" CHECK ("store_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"shipment_id" text NOT NULL,
	"service" text NOT NULL,
	"parcel_size" text,
	"status" text NOT NULL,
	"tracking_number" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_shipments_service" CHECK ("order_shipments"."service" in ('inpost_locker_standard', 'inpost_courier_standard')),
	CONSTRAINT "order_shipments_parcel_size" CHECK ("order_shipments"."parcel_size" is null or "order_shipments"."parcel_size" in ('small', 'medium', 'large'))
);
--> statement-breakpoint
ALTER TABLE "order_reservations" ADD COLUMN "store_id" integer;--> statement-breakpoint
-- Issue 19: the units reserved so far were taken from the city's stock; they now belong to its first store.
UPDATE "order_reservations" r SET "store_id" = (
  SELECT s."id" FROM "orders" o JOIN "stores" s ON s."city_id" = o."city_id"
  WHERE o."id" = r."order_id" ORDER BY s."sort_order", s."id" LIMIT 1);--> statement-breakpoint
DELETE FROM "order_reservations" WHERE "store_id" IS NULL;--> statement-breakpoint
ALTER TABLE "order_reservations" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_reservations" DROP CONSTRAINT "order_reservations_order_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_order_id_product_id_store_id_pk" PRIMARY KEY("order_id","product_id","store_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locker_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locker_name" text;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_stock_product_idx" ON "store_stock" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_shipments_shipment_id" ON "order_shipments" USING btree ("shipment_id");--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Issue 19: each city's stock moves to its first store (sort order, then id); a city without a store keeps none.
INSERT INTO "store_stock" ("store_id", "product_id", "quantity")
SELECT f."id", o."product_id", o."stock" FROM "offers" o
JOIN "products" p ON p."id" = o."product_id" AND p."kind" = 'simple'
JOIN LATERAL (SELECT s."id" FROM "stores" s WHERE s."city_id" = o."city_id" ORDER BY s."sort_order", s."id" LIMIT 1) f ON true
WHERE o."stock" > 0;--> statement-breakpoint
UPDATE "offers" o SET "stock" = 0 WHERE o."stock" > 0
  AND EXISTS (SELECT 1 FROM "products" p WHERE p."id" = o."product_id" AND p."kind" = 'simple') AND NOT EXISTS (
  SELECT 1 FROM "store_stock" ss JOIN "stores" s ON s."id" = ss."store_id"
  WHERE ss."product_id" = o."product_id" AND s."city_id" = o."city_id");
