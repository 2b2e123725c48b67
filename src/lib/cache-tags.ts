/** Cache tags: every cached read names its tags here, and every mutation revalidates the ones it touches. */
export const TAGS = {
  storeSettings: 'store-settings',
  catalog: 'catalog',
} as const;
