CREATE TABLE "sales_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_placed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_periods" (
	"time_zone" text NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"figures" json NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_periods_time_zone_start_end_pk" PRIMARY KEY("time_zone","start","end")
);
--> statement-breakpoint
CREATE INDEX "sales_changes_placed_idx" ON "sales_changes" USING btree ("order_placed_at");--> statement-breakpoint
-- Any order placed, changed or deleted may change the sales figures of the day it was placed on: note when it was
-- placed, and the kept periods holding that instant are summed again (reports/sold.ts). Truncating the orders
-- empties the kept periods.
CREATE FUNCTION "sales_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "sales_periods";
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "sales_changes" ("order_placed_at") VALUES (OLD."created_at");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."created_at" IS DISTINCT FROM OLD."created_at") THEN
    INSERT INTO "sales_changes" ("order_placed_at") VALUES (NEW."created_at");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_sales_changed" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "sales_changed"();--> statement-breakpoint
CREATE TRIGGER "orders_truncated_sales_changed" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "sales_changed"();
