CREATE TABLE "info_pages" (
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "info_pages_slug_locale_pk" PRIMARY KEY("slug","locale"),
	CONSTRAINT "info_pages_slug" CHECK ("info_pages"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "info_pages_locale" CHECK ("info_pages"."locale" in ('en', 'uk', 'pl', 'ru'))
);
