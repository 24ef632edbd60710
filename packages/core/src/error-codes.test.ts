import { describe, expect, it } from 'vitest';
import { API_ERROR_STATUS, ERROR_CODES, FIELD_ERROR_CODES } from './error-codes.ts';

describe('the error codes', () => {
  it('give every named code of DECISIONS.md its one status', () => {
    for (const code of ERROR_CODES) expect(API_ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
  });

  it('map each code to an error status, and keep field names apart from named codes', () => {
    for (const status of Object.values(API_ERROR_STATUS)) {
      expect(status >= 400 && status < 600).toBe(true);
    }
    for (const field of FIELD_ERROR_CODES) expect(Object.hasOwn(API_ERROR_STATUS, field)).toBe(false);
  });

  it('answer each coupon refusal with its own code: 404 for an unknown code, 422 for the rest', () => {
    expect(API_ERROR_STATUS.coupon_not_found).toBe(404);
    for (const code of [
      'coupon_inactive',
      'coupon_expired',
      'coupon_not_started',
      'coupon_limit_reached',
    ] as const) {
      expect(API_ERROR_STATUS[code]).toBe(422);
    }
    expect(API_ERROR_STATUS.coupon_minimum).toBe(422);
  });

  it('answer the Order Failed codes as the first version expects', () => {
    expect(API_ERROR_STATUS.empty_order).toBe(403);
    expect(API_ERROR_STATUS.price_changed).toBe(409);
    expect(API_ERROR_STATUS.slot_unavailable).toBe(422);
  });
});
