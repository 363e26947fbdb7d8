CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path"),
	CONSTRAINT "redirects_status" CHECK ("redirects"."status" in (301, 302)),
	CONSTRAINT "redirects_from_path_format" CHECK ("redirects"."from_path" ~ '^/([^/\\[:space:]][^\\[:space:]]*)?$'),
	CONSTRAINT "redirects_to_path_format" CHECK ("redirects"."to_path" ~ '^/([^/\\[:space:]][^\\[:space:]]*)?$'),
	CONSTRAINT "redirects_paths_differ" CHECK ("redirects"."from_path" <> "redirects"."to_path")
);
