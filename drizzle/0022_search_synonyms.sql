CREATE TABLE "search_log" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_log_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "search_synonym_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonym_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonym_terms" (
	"group_id" integer NOT NULL,
	"term" text NOT NULL,
	"normalized" text GENERATED ALWAYS AS (wishah_normalize("search_synonym_terms"."term")) STORED NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_synonym_terms_group_id_normalized_pk" PRIMARY KEY("group_id","normalized")
);
--> statement-breakpoint
ALTER TABLE "search_synonym_terms" ADD CONSTRAINT "search_synonym_terms_group_id_search_synonym_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."search_synonym_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_log_query_idx" ON "search_log" USING btree ("query");--> statement-breakpoint
CREATE INDEX "search_synonym_terms_normalized_idx" ON "search_synonym_terms" USING btree ("normalized");--> statement-breakpoint
-- hand-written: the common words for a head scarf in the Gulf, the Levant and Egypt, in Arabic and in Latin letters,
-- so a fresh store (demo data or not) finds its scarves by any of them; the owner edits them under Products →
-- Search words. Spellings that normalise alike (شيلة/شيله, إيشارب/ايشارب) are one word here.
WITH scarf AS (INSERT INTO "search_synonym_groups" DEFAULT VALUES RETURNING "id")
INSERT INTO "search_synonym_terms" ("group_id", "term", "position")
SELECT scarf."id", word."term", word."position" - 1
FROM scarf, unnest(ARRAY[
  'شيلة', 'طرحة', 'إيشارب', 'إشارب', 'سكارف', 'لفة', 'حجاب', 'وشاح', 'شال',
  'scarf', 'scarves', 'shawl', 'wrap', 'hijab', 'shayla', 'sheila', 'shaila', 'tarha', 'esharp', 'echarpe', 'lafa',
  'wishah', 'shal'
]) WITH ORDINALITY AS word("term", "position");
--> statement-breakpoint
WITH silk AS (INSERT INTO "search_synonym_groups" DEFAULT VALUES RETURNING "id")
INSERT INTO "search_synonym_terms" ("group_id", "term", "position")
SELECT silk."id", word."term", word."position" - 1
FROM silk, unnest(ARRAY['حرير', 'silk', 'harir']) WITH ORDINALITY AS word("term", "position");
