ALTER TABLE "brands" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "demo_removed_at" timestamp with time zone;--> statement-breakpoint
-- hand-written: the customers' views (src/db/schema/customers.ts, `.existing()`), then the demo rows of stores
-- seeded before the `demo` columns, found by what the demo seed writes (docs/decisions/0021-customers-and-clean-start.md).
CREATE VIEW "customer_orders" AS
WITH placed AS (
  SELECT o.*, regexp_replace(o.phone, '[^0-9]', '', 'g') AS phone_key, coalesce(o.user_id, a.id) AS owner_id
  FROM orders o
  -- A guest order under an account's e-mail is the account's (the oldest account, should two share a mailbox).
  LEFT JOIN (
    SELECT DISTINCT ON (k.email_key) k.email_key, k.id FROM (
      SELECT regexp_replace(lower(u.email), '[+][^@]*@', '@') AS email_key, u.id, u.created_at FROM users u
    ) k ORDER BY k.email_key, k.created_at
  ) a ON o.user_id IS NULL AND a.email_key = o.email_key
), by_phone AS (
  SELECT p.id, p.email_key,
    min(p.email_key) OVER (PARTITION BY coalesce(nullif(p.phone_key, ''), p.email_key)) AS first_key
  FROM placed p WHERE p.owner_id IS NULL
), by_email AS (
  SELECT b.id, min(b.first_key) OVER (PARTITION BY b.email_key) AS guest_key FROM by_phone b
)
SELECT p.id AS order_id,
  coalesce('a-' || p.owner_id, 'g-' || left(encode(sha256(convert_to(e.guest_key, 'UTF8')), 'hex'), 24)) AS customer_id,
  p.number, p.status::text AS status, p.payment_status::text AS payment_status,
  p.payment_method::text AS payment_method, p.currency, p.total, p.refunded_amount,
  -- Compared as text: on a new database every migration runs in one transaction, where PostgreSQL refuses an enum
  -- value added in it (0008's 'card') as a literal of its type.
  CASE WHEN p.status = 'cancelled' OR (p.payment_method::text = 'card' AND p.payment_status::text = 'unpaid') THEN 0
    ELSE p.total - p.refunded_amount END AS spent,
  p.full_name, p.email, p.phone, p.street_address, p.city, p.zip_code, p.delivery_area_en, p.delivery_area_ar,
  p.created_at
FROM placed p LEFT JOIN by_email e ON e.id = p.id;
--> statement-breakpoint
CREATE VIEW "customers" AS
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
  -- The store's admins are customers only once they have bought something.
  WHERE u.role <> 'admin' OR s.customer_id IS NOT NULL
  UNION ALL
  SELECT s.customer_id, NULL, 'guest', s.name, s.email, s.phone, s.order_count, s.spent, s.last_order_at,
    s.first_order_at
  FROM sums s WHERE s.customer_id LIKE 'g-%'
)
SELECT everyone.*,
  lower(everyone.name || ' ' || coalesce(everyone.email, '') || ' ' || coalesce(everyone.phone, '')) AS search_text
FROM everyone;
--> statement-breakpoint
UPDATE "brands" SET "demo" = true WHERE "slug_en" IN ('dar-al-harir', 'noor-atelier', 'sahara-loom', 'layali', 'little-qamar');
--> statement-breakpoint
UPDATE "categories" SET "demo" = true WHERE "slug_en" IN ('silk-scarves', 'silk-squares', 'long-silk-scarves', 'silk-twillies', 'shawls-pashminas', 'pashminas', 'cashmere-shawls', 'embroidered-shawls', 'hijabs-wraps', 'chiffon-hijabs', 'jersey-modal-hijabs', 'prayer-wear', 'winter-scarves', 'wool-scarves', 'knitted-scarves', 'blanket-scarves', 'bandanas-neckerchiefs', 'bandanas', 'neckerchiefs', 'kids', 'girls-hijabs', 'kids-winter-scarves');
--> statement-breakpoint
UPDATE "products" SET "demo" = true WHERE "slug_en" IN ('midnight-garden-silk-square', 'andalusian-tiles-silk-square', 'rose-water-silk-square', 'desert-dune-silk-square', 'falcon-silk-square', 'pearl-diver-silk-square', 'saffron-long-silk-scarf', 'moonlight-satin-silk-scarf', 'oasis-palm-long-silk-scarf', 'ink-blossom-long-silk-scarf', 'souq-stripes-long-silk-scarf', 'gold-chain-silk-twilly', 'jasmine-silk-twilly', 'mashrabiya-silk-twilly', 'classic-pashmina-shawl', 'reversible-two-tone-pashmina', 'kashmir-paisley-pashmina', 'ombre-pashmina-wrap', 'pure-cashmere-travel-wrap', 'herringbone-cashmere-shawl', 'featherweight-cashmere-stole', 'royal-cashmere-shawl', 'sadu-embroidered-shawl', 'golden-thread-evening-shawl', 'floral-aari-embroidered-shawl', 'everyday-chiffon-hijab', 'pearl-edge-chiffon-hijab', 'bloom-printed-chiffon-hijab', 'crinkle-chiffon-hijab', 'premium-jersey-hijab', 'instant-slip-on-jersey-hijab', 'modal-everyday-wrap', 'ribbed-modal-hijab', 'isdal-one-piece-prayer-dress', 'embroidered-isdal-with-sleeves', 'travel-prayer-scarf', 'khimar-prayer-veil', 'highland-tartan-wool-scarf', 'merino-everyday-scarf', 'alpaca-blend-scarf', 'olive-grove-wool-scarf', 'chunky-cable-knit-scarf', 'ribbed-knit-snood', 'pom-pom-knit-scarf', 'oversized-blanket-scarf', 'fringed-blanket-wrap', 'desert-night-blanket-scarf', 'paisley-cotton-bandana', 'desert-rose-bandana', 'indigo-wave-bandana', 'safari-linen-bandana', 'polka-dot-silk-neckerchief', 'sailor-stripe-neckerchief', 'petite-floral-neckerchief', 'equestrian-silk-neckerchief', 'my-first-jersey-hijab', 'butterfly-print-girls-hijab', 'school-instant-hijab', 'girls-prayer-isdal', 'cosy-fleece-kids-scarf', 'little-stars-knit-scarf', 'bear-ears-kids-snood', 'rainbow-stripe-kids-scarf');
--> statement-breakpoint
-- The demo orders: guest orders placed by code (no client address) for customer1…customer10@example.com.
UPDATE "orders" SET "demo" = true
  WHERE "user_id" IS NULL AND "client_address" IS NULL AND "email" ~ '^customer[0-9]+@example\.com$';
--> statement-breakpoint
-- The demo reviews: on demo products, from no order and no account (a shopper's review always comes from an order).
UPDATE "reviews" SET "demo" = true
  WHERE "order_id" IS NULL AND "user_id" IS NULL AND "email" LIKE '%@example.com'
    AND "product_id" IN (SELECT "id" FROM "products" WHERE "demo");
--> statement-breakpoint
UPDATE "contact_requests" SET "demo" = true
  WHERE "email" IN ('noura.q@example.com', 'sarah.mitchell@example.com', 'reem.otaibi@example.com', 'omar.farouk@example.com');
