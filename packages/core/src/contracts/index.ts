export * from './auth.ts';
export * from './menu.ts';
export * from './restaurant.ts';
