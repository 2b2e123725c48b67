export * from './auth';
export * from './store';
