export * from './accounts';
export * from './cart';
export * from './catalog';
export * from './contact';
export * from './content';
export * from './orders';
export * from './store-settings';
export * from './wishlist';
