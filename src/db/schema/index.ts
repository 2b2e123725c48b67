export * from './auth';
export * from './catalog';
export * from './store';
export * from './wishlist';
