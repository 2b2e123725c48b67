CREATE TABLE "contact_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"comments" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "contact_requests_status_check" CHECK ("contact_requests"."status" in ('new', 'handled'))
);
--> statement-breakpoint
CREATE TABLE "store_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_ar" text DEFAULT '' NOT NULL,
	"image" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_pages_key_check" CHECK ("store_pages"."key" in ('about', 'privacy', 'terms'))
);
--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "branding" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "homepage" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "contact" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "custom_domain" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "default_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "order_number_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_requests_status_idx" ON "contact_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_low_stock_check" CHECK ("store_settings"."low_stock_threshold" between 0 and 100000);--> statement-breakpoint
-- Realtime (spec: "realtime subscription to storeSetting"): every saved store setting is announced, so each app
-- instance's /api/events tells the open storefront pages to show it without a reload.
CREATE OR REPLACE FUNCTION wishah_notify_store_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('wishah_events', json_build_object('type', 'store', 'id', NEW.store_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER store_settings_notify_change AFTER INSERT OR UPDATE ON store_settings
  FOR EACH ROW EXECUTE FUNCTION wishah_notify_store_change();
