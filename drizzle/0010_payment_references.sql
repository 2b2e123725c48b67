ALTER TABLE "payment_events" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
CREATE INDEX "payment_events_payment_intent_idx" ON "payment_events" USING btree ("payment_intent_id");