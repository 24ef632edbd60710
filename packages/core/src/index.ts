export * from './constants.ts';
export * from './contracts/index.ts';
export * from './dublin-time.ts';
export * from './geo.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './pricing.ts';
export * from './validation.ts';
