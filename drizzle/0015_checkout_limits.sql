ALTER TABLE "orders" ADD COLUMN "email_key" text GENERATED ALWAYS AS (regexp_replace(lower("orders"."email"), '[+][^@]*@', '@')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "orders_per_address_hour" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "orders_per_phone_hour" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "orders_per_email_hour" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "unpaid_cod_per_phone" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "line_quantity_max" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "order_units_max" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "order_mails_per_email_hour" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "orders_email_key_idx" ON "orders" USING btree ("email_key","created_at");--> statement-breakpoint
CREATE INDEX "orders_client_address_idx" ON "orders" USING btree ("client_address","created_at");--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_checkout_limits_check" CHECK (least("store_settings"."orders_per_address_hour", "store_settings"."orders_per_phone_hour", "store_settings"."orders_per_email_hour", "store_settings"."unpaid_cod_per_phone", "store_settings"."line_quantity_max", "store_settings"."order_units_max", "store_settings"."order_mails_per_email_hour") >= 1 and "store_settings"."line_quantity_max" <= 99 and "store_settings"."order_units_max" <= 4950);