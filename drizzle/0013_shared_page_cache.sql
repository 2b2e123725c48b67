CREATE TABLE "cache_tags" (
	"tag" text PRIMARY KEY NOT NULL,
	"stale" bigint,
	"expired" bigint
);
--> statement-breakpoint
CREATE TABLE "page_cache" (
	"build_id" text NOT NULL,
	"key" text NOT NULL,
	"entry" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"last_modified" bigint NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_cache_build_id_key_pk" PRIMARY KEY("build_id","key")
);
--> statement-breakpoint
CREATE INDEX "page_cache_written_idx" ON "page_cache" USING btree ("written_at");--> statement-breakpoint
-- A cache: no write-ahead log for it. A database crash empties it, which costs only renders.
ALTER TABLE "page_cache" SET UNLOGGED;
