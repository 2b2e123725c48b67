/** Store settings as the app uses them (spec: storeSetting; defaults from section 9). */
export type StoreSettings = {
  primaryColor: string;
  secondaryColor: string;
  currency: string;
};

export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  primaryColor: '#242F51',
  secondaryColor: '#384878',
  currency: 'USD',
};
