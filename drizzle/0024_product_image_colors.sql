ALTER TABLE "product_images" ADD COLUMN "color_id" integer;--> statement-breakpoint
CREATE INDEX "product_images_color_idx" ON "product_images" USING btree ("color_id");--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_product_id_key" UNIQUE("product_id","id");--> statement-breakpoint
-- hand-written: a photo's colour is one of its own product's colours. Deleting the colour clears only color_id
-- (the photo stays, shared), which drizzle-kit cannot express (`set null` of one column of a composite key).
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_color_same_product_fk" FOREIGN KEY ("product_id","color_id") REFERENCES "public"."product_option_values"("product_id","id") ON DELETE SET NULL ("color_id");
