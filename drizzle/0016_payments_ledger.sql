CREATE TYPE "public"."payment_kind" AS ENUM('attempt', 'capture', 'refund');--> statement-breakpoint
CREATE TYPE "public"."payment_state" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"state" "payment_state" NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"provider_id" text,
	"request_key" text,
	"actor_id" text,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "orders_refunds_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_refunds_idx" ON "payments" USING btree ("created_at","order_id","amount") WHERE "payments"."kind" = 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_key" ON "payments" USING btree ("kind","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request_key" ON "payments" USING btree ("request_key");--> statement-breakpoint
-- The ledger of the orders made before it: each card session, payment and (full) refund the orders recorded.
INSERT INTO "payments" ("order_id", "kind", "state", "amount", "currency", "provider_id", "created_at")
SELECT "id", 'attempt', (CASE WHEN "paid_at" IS NOT NULL THEN 'succeeded' WHEN "payment_status" = 'failed' THEN 'failed' ELSE 'pending' END)::"payment_state", "total", "currency", "stripe_session_id", "created_at"
FROM "orders" WHERE "stripe_session_id" IS NOT NULL AND "total" > 0;--> statement-breakpoint
INSERT INTO "payments" ("order_id", "kind", "state", "amount", "currency", "provider_id", "created_at")
SELECT "id", 'capture', 'succeeded', "total", "currency", "stripe_payment_intent_id", "paid_at"
FROM "orders" WHERE "payment_method"::text = 'card' AND "paid_at" IS NOT NULL AND "total" > 0;--> statement-breakpoint
INSERT INTO "payments" ("order_id", "kind", "state", "amount", "currency", "created_at")
SELECT "id", 'refund', 'succeeded', "total", "currency", coalesce("refund_requested_at", "updated_at")
FROM "orders" WHERE "payment_status" = 'refunded' AND "total" > 0;--> statement-breakpoint
UPDATE "orders" SET "refunded_amount" = "total" WHERE "payment_status" = 'refunded';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_amount" between 0 and "orders"."total");