CREATE TABLE "sales_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_placed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_months" (
	"time_zone" text NOT NULL,
	"month" date NOT NULL,
	"figures" json NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_months_time_zone_month_pk" PRIMARY KEY("time_zone","month")
);
--> statement-breakpoint
CREATE INDEX "sales_changes_placed_idx" ON "sales_changes" USING btree ("order_placed_at");--> statement-breakpoint
-- A change to an order placed before this month (give or take a day, for every time zone) may change a finished
-- month's sales figures: note when the order was placed, and the month is summed again (reports/sold.ts). New orders
-- are placed now, in no finished month, and note nothing.
CREATE FUNCTION "sales_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cutoff timestamptz := date_trunc('month', now() + interval '1 day', 'UTC') + interval '1 day';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "sales_months";
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."created_at" < cutoff THEN
    INSERT INTO "sales_changes" ("order_placed_at") VALUES (OLD."created_at");
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."created_at" < cutoff
    AND (TG_OP = 'INSERT' OR NEW."created_at" IS DISTINCT FROM OLD."created_at") THEN
    INSERT INTO "sales_changes" ("order_placed_at") VALUES (NEW."created_at");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_sales_changed" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "sales_changed"();--> statement-breakpoint
CREATE TRIGGER "orders_truncated_sales_changed" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_changed"();
