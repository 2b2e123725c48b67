CREATE TABLE "staff_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"locale" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_invitations_email_index" ON "staff_invitations" USING btree ("email");--> statement-breakpoint
-- hand-written: the store's admins become its owners (domains/accounts/staff/roles.ts).
UPDATE "users" SET "role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
-- hand-written: the customers view (migration 0020) leaves out every staff role, not only the admins of before.
CREATE OR REPLACE VIEW "customers" AS
WITH sums AS (
  SELECT c.customer_id, count(*)::int AS order_count, coalesce(sum(c.spent), 0)::bigint AS spent,
    max(c.created_at) AS last_order_at, min(c.created_at) AS first_order_at,
    (array_agg(c.full_name ORDER BY c.created_at DESC))[1] AS name,
    (array_agg(c.email ORDER BY c.created_at DESC))[1] AS email,
    (array_agg(c.phone ORDER BY c.created_at DESC))[1] AS phone
  FROM customer_orders c GROUP BY c.customer_id
), everyone AS (
  SELECT 'a-' || u.id AS id, u.id AS user_id, 'account' AS kind, u.name,
    CASE WHEN u.email LIKE '%@phone.wishah.invalid' THEN NULL ELSE u.email END AS email,
    coalesce(u.phone_number, s.phone) AS phone, coalesce(s.order_count, 0) AS order_count,
    coalesce(s.spent, 0)::bigint AS spent, s.last_order_at, u.created_at AS since
  FROM users u LEFT JOIN sums s ON s.customer_id = 'a-' || u.id
  -- The store's staff (any role but a shopper's 'user') are customers only once they have bought something.
  WHERE u.role = 'user' OR s.customer_id IS NOT NULL
  UNION ALL
  SELECT s.customer_id, NULL, 'guest', s.name, s.email, s.phone, s.order_count, s.spent, s.last_order_at,
    s.first_order_at
  FROM sums s WHERE s.customer_id LIKE 'g-%'
)
SELECT everyone.*,
  lower(everyone.name || ' ' || coalesce(everyone.email, '') || ' ' || coalesce(everyone.phone, '')) AS search_text
FROM everyone;
