export * from './accounts';
export * from './catalog';
export * from './store-settings';
export * from './wishlist';
