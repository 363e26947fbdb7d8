CREATE TABLE "product_ratings" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"stars1" integer DEFAULT 0 NOT NULL,
	"stars2" integer DEFAULT 0 NOT NULL,
	"stars3" integer DEFAULT 0 NOT NULL,
	"stars4" integer DEFAULT 0 NOT NULL,
	"stars5" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_ratings_counts" CHECK ("product_ratings"."stars1" >= 0 and "product_ratings"."stars2" >= 0 and "product_ratings"."stars3" >= 0 and "product_ratings"."stars4" >= 0 and "product_ratings"."stars5" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" text,
	"city_id" integer,
	"author_name" text NOT NULL,
	"stars" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"locale" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"moderated_at" timestamp with time zone,
	"moderated_by" integer,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" integer,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "product_reviews_stars" CHECK ("product_reviews"."stars" between 1 and 5),
	CONSTRAINT "product_reviews_state" CHECK ("product_reviews"."state" in ('pending', 'accepted', 'rejected', 'removed')),
	CONSTRAINT "product_reviews_locale" CHECK ("product_reviews"."locale" in ('en', 'uk', 'pl', 'ru')),
	CONSTRAINT "product_reviews_title" CHECK (char_length("product_reviews"."title") between 1 and 120),
	CONSTRAINT "product_reviews_body" CHECK (char_length("product_reviews"."body") between 1 and 5000),
	CONSTRAINT "product_reviews_rejected_reason" CHECK ("product_reviews"."state" <> 'rejected' or "product_reviews"."reject_reason" is not null),
	CONSTRAINT "product_reviews_helpful" CHECK ("product_reviews"."helpful_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_email_opt_outs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"order_id" text PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"opt_out_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_outcome" CHECK ("review_requests"."outcome" in ('queued', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" integer NOT NULL,
	"voter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_voter_pk" PRIMARY KEY("review_id","voter")
);
--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_email_opt_outs" ADD CONSTRAINT "review_email_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_product_user" ON "product_reviews" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "product_reviews_shown_idx" ON "product_reviews" USING btree ("product_id","created_at") WHERE "product_reviews"."state" = 'accepted';--> statement-breakpoint
CREATE INDEX "product_reviews_state_idx" ON "product_reviews" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_user_idx" ON "product_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_user" ON "review_reports" USING btree ("review_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_opt_out_token" ON "review_requests" USING btree ("opt_out_token_hash");