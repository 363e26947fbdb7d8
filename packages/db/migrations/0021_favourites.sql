CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alert_city_id" integer,
	"alert_changed_at" timestamp with time zone,
	"told_in_stock" boolean DEFAULT false NOT NULL,
	"told_price" integer,
	"notified_at" timestamp with time zone,
	"token_hash" text,
	CONSTRAINT "favourites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_alert_city_id_cities_id_fk" FOREIGN KEY ("alert_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_product_idx" ON "favourites" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_token_hash" ON "favourites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "favourites_alert_idx" ON "favourites" USING btree ("alert_city_id") WHERE "favourites"."alert_city_id" is not null;