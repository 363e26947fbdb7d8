-- Reports (issue 36, docs/adr/0029-report-aggregates.md): daily aggregates of the orders per shop day (Europe/Warsaw),
-- the (day, city) pairs to recompute, and the trigger that marks them when an order is placed or changes status.
CREATE TABLE "report_days" (
	"day" date NOT NULL,
	"city_id" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_days_pk" PRIMARY KEY("day","city_id")
);
--> statement-breakpoint
CREATE TABLE "report_dirty_days" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"city_id" integer NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_order_days" (
	"day" date NOT NULL,
	"city_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"customer_kind" text NOT NULL,
	"payment_method" text NOT NULL,
	"delivery_method" text NOT NULL,
	"coupon_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"cancel_reason" text NOT NULL,
	"paid" boolean NOT NULL,
	"orders" integer NOT NULL,
	"units" integer NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"delivery_fee" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"net" bigint NOT NULL,
	CONSTRAINT "report_order_days_pk" PRIMARY KEY("day","city_id","store_id","customer_kind","payment_method","delivery_method","coupon_id","outcome","cancel_reason","paid")
);
--> statement-breakpoint
CREATE TABLE "report_product_days" (
	"day" date NOT NULL,
	"city_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"customer_kind" text NOT NULL,
	"orders" integer NOT NULL,
	"units" integer NOT NULL,
	"gross" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"net" bigint NOT NULL,
	CONSTRAINT "report_product_days_pk" PRIMARY KEY("day","city_id","store_id","product_id","customer_kind")
);
--> statement-breakpoint
CREATE INDEX "report_product_days_product_idx" ON "report_product_days" USING btree ("product_id","day");

--> statement-breakpoint
-- A (day, city) is recomputed from the orders placed that day: found by when they were placed.
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");
--> statement-breakpoint
-- Net of a gross amount at a VAT rate, per line as the invoices split it (docs/adr/0024; domain splitGross): half up
-- to the grosz, away from zero.
CREATE FUNCTION report_net(gross bigint, rate text) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN rate IN ('0', 'zw') THEN gross
    ELSE sign(gross)::bigint * ((2 * abs(gross) * 100 + (100 + rate::int)) / (2 * (100 + rate::int))) END
$$;
--> statement-breakpoint
-- An order placed, or its status changed: its day (when it was placed, shop time) and city are recomputed before the
-- next report is read. Appended only (no unique key): two orders committing at once never wait for each other here.
CREATE FUNCTION report_mark_order_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO report_dirty_days (day, city_id) VALUES ((NEW.created_at AT TIME ZONE 'Europe/Warsaw')::date, NEW.city_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_mark_order_day AFTER INSERT OR UPDATE OF status ON orders
  FOR EACH ROW EXECUTE FUNCTION report_mark_order_day();
--> statement-breakpoint
-- The orders placed before reports existed: every day of theirs is computed at the first report.
INSERT INTO report_dirty_days (day, city_id)
  SELECT DISTINCT (created_at AT TIME ZONE 'Europe/Warsaw')::date, city_id FROM orders;
