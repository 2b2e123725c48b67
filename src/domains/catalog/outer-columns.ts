import { sql } from 'drizzle-orm';

// Drizzle writes a column inside a `sql` template without its table ("id"), so in a correlated sub-query an outer
// column would silently bind to the inner table's column of the same name. These name the outer row explicitly.
export const outer = {
  productId: sql.raw('"products"."id"'),
  categoryId: sql.raw('"products"."category_id"'),
  subCategoryId: sql.raw('"products"."sub_category_id"'),
  categoryRowId: sql.raw('"categories"."id"'),
  brandRowId: sql.raw('"brands"."id"'),
};
