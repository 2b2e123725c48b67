DROP INDEX "order_lines_order_idx";--> statement-breakpoint
CREATE INDEX "orders_report_idx" ON "orders" USING btree ("created_at","status","payment_method","payment_status","prices_include_tax","item_count","subtotal","delivery_charge","payment_fee","tax","total","delivery_area_id","id");--> statement-breakpoint
CREATE INDEX "orders_refunds_idx" ON "orders" USING btree ("refund_requested_at","total") WHERE "orders"."payment_status" = 'refunded';--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","product_id","quantity","line_total");