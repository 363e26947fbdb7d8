CREATE TABLE "article_texts" (
	"article_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "article_texts_article_id_locale_pk" PRIMARY KEY("article_id","locale"),
	CONSTRAINT "article_texts_locale" CHECK ("article_texts"."locale" in ('en', 'uk', 'pl', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"topic" text NOT NULL,
	"published_at" timestamp with time zone,
	"cover_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "articles_slug_format" CHECK ("articles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "articles_status" CHECK ("articles"."status" in ('draft', 'published')),
	CONSTRAINT "articles_topic" CHECK ("articles"."topic" in ('hookah-care', 'flavours', 'charcoal', 'accessories', 'news')),
	CONSTRAINT "articles_published_has_date" CHECK ("articles"."status" <> 'published' or "articles"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"media_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_product_id_position_pk" PRIMARY KEY("product_id","position"),
	CONSTRAINT "product_images_position" CHECK ("product_images"."position" between 1 and 8),
	CONSTRAINT "product_images_key" CHECK ("product_images"."media_key" ~ '^[a-z0-9]+(/[a-z0-9-]+)*$')
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pickup_slot_capacity" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "article_texts" ADD CONSTRAINT "article_texts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "orders_store_pickup_idx" ON "orders" USING btree ("store_id","pickup_at") WHERE store_id is not null;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_pickup_slot_capacity" CHECK ("stores"."pickup_slot_capacity" is null or "stores"."pickup_slot_capacity" > 0);