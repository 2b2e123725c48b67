import { z } from 'zod';

// Settings → Remove demo data (issue 38, item 2): what goes, counted per kind.

export const DEMO_KINDS = [
  'products',
  'categories',
  'brands',
  'orders',
  'reviews',
  'contactRequests',
  'pages',
] as const;
export type DemoKind = (typeof DEMO_KINDS)[number];
export type DemoCounts = Record<DemoKind, number>;

/** The removal takes no input but the admin's confirmation. */
export const removeDemoInput = z.object({ confirm: z.literal(true) });

export const hasDemoData = (counts: DemoCounts) => DEMO_KINDS.some((kind) => counts[kind] > 0);
