CREATE TABLE "cart_reminder_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_reminder_settings" (
	"store_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"delay_hours" integer DEFAULT 24 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"came_back_at" timestamp with time zone,
	"ordered_at" timestamp with time zone,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "stock_alerts_variant_email_key" UNIQUE("variant_id","email")
);
--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_reminders_open_key" ON "cart_reminders" USING btree ("key") WHERE "cart_reminders"."ordered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_reminders_token_key" ON "cart_reminders" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_token_key" ON "stock_alerts" USING btree ("token");--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("variant_id") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
-- hand-written: a variant coming back into stock (from none to some, whoever changed it: the product form, the CSV
-- import, a cancelled order or a return) is announced on the realtime channel when someone waits for it, so each
-- instance queues the back-in-stock mail at once (domains/stock-alerts). NOTIFY is sent on commit only, and one
-- transaction's identical notices are sent once.
CREATE OR REPLACE FUNCTION wishah_notify_restock() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM stock_alerts WHERE variant_id = NEW.id AND notified_at IS NULL) THEN
    PERFORM pg_notify('wishah_events', json_build_object('type', 'restock', 'id', 'any')::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_variants_notify_restock AFTER UPDATE OF stock ON product_variants
  FOR EACH ROW WHEN (OLD.stock <= 0 AND NEW.stock > 0) EXECUTE FUNCTION wishah_notify_restock();
