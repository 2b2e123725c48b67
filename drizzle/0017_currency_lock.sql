ALTER TABLE "store_settings" ADD COLUMN "currency_locked" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A store with orders already has its currency fixed.
UPDATE "store_settings" SET "currency_locked" = true WHERE EXISTS (SELECT FROM "orders");
