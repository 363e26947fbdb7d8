CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_tokens_purpose" CHECK ("account_tokens"."purpose" in ('verify-email', 'password-restore'))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer,
	"discount_kind" text NOT NULL,
	"discount_value" integer NOT NULL,
	"max_discount" integer,
	"min_order" integer,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active_until" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_kind" CHECK ("coupons"."discount_kind" in ('percent', 'amount')),
	CONSTRAINT "coupons_value" CHECK ("coupons"."discount_value" > 0 and ("coupons"."discount_kind" <> 'percent' or "coupons"."discount_value" <= 100)),
	CONSTRAINT "coupons_uses" CHECK ("coupons"."used_count" >= 0 and ("coupons"."max_uses" is null or "coupons"."used_count" <= "coupons"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "emails_status" CHECK ("emails"."status" in ('queued', 'sent', 'logged', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"referral_code" text NOT NULL,
	"referred_by" integer,
	"terms_version" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"adult_confirmed_at" timestamp with time zone NOT NULL,
	"business_status" text DEFAULT 'none' NOT NULL,
	"business_kind" text,
	"company_name" text,
	"company_address" text,
	"company_ssn" text,
	"company_postal_index" text,
	"business_rejection_reason" text,
	"business_submitted_at" timestamp with time zone,
	"business_decided_at" timestamp with time zone,
	"business_decided_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "users_role" CHECK ("users"."role" in ('customer', 'staff')),
	CONSTRAINT "users_locale" CHECK ("users"."locale" in ('en', 'uk', 'pl', 'ru')),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_business_status" CHECK ("users"."business_status" in ('none', 'pending', 'approved', 'rejected')),
	CONSTRAINT "users_business_kind" CHECK ("users"."business_kind" is null or "users"."business_kind" in ('wholesale', 'franchise')),
	CONSTRAINT "users_approved_has_kind" CHECK ("users"."business_status" <> 'approved' or "users"."business_kind" is not null),
	CONSTRAINT "users_live_has_credentials" CHECK ("users"."deleted_at" is not null or ("users"."email" is not null and "users"."password_hash" is not null))
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_decided_by_users_id_fk" FOREIGN KEY ("business_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "emails_due_idx" ON "emails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_business_status_idx" ON "users" USING btree ("business_status");--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by");