CREATE TABLE "staff_policies" (
	"store_id" text PRIMARY KEY NOT NULL,
	"two_factor_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_settings" DROP COLUMN "staff_two_factor_required";