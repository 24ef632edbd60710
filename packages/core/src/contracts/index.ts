export * from './addresses.ts';
export * from './auth.ts';
export * from './checkout.ts';
export * from './menu.ts';
export * from './orders.ts';
export * from './page-data.ts';
export * from './payments.ts';
export * from './restaurant.ts';
