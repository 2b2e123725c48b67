ALTER TYPE "public"."order_status" ADD VALUE 'awaiting' BEFORE 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirm_channel" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirm_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_by_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_by_name" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "cod_confirm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "cod_confirm_channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "cod_confirm_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_cod_confirm_hours_check" CHECK ("store_settings"."cod_confirm_hours" between 1 and 72);