export * from './menu.ts';
export * from './restaurant.ts';
