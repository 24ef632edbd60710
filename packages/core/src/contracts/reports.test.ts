import { describe, expect, it } from 'vitest';
import { dayReportQuerySchema, reportFileName, reportRangeDays, reportRangeQuerySchema } from './reports.ts';

describe('the reports’ queries', () => {
  it('take a real calendar day only', () => {
    expect(dayReportQuerySchema.safeParse({ date: '2026-11-27' }).success).toBe(true);
    for (const date of ['2026-02-30', '27/11/2026', '2026-11-27T00:00', '0001-01-01', '']) {
      expect(dayReportQuerySchema.safeParse({ date }).success, date).toBe(false);
    }
  });

  it('take a range of up to 366 days, its end on or after its start', () => {
    const ok = (from: string, to: string) => reportRangeQuerySchema.safeParse({ from, to }).success;
    expect(ok('2026-11-27', '2026-11-27')).toBe(true);
    expect(ok('2028-01-01', '2028-12-31')).toBe(true); // a leap year: 366 days
    expect(ok('2026-01-01', '2027-01-01')).toBe(true); // 366 days
    expect(ok('2026-01-01', '2027-01-02')).toBe(false);
    expect(ok('2026-11-28', '2026-11-27')).toBe(false);
    expect(reportRangeDays('2026-03-28', '2026-03-30')).toBe(3); // across the clocks going forward
  });

  it('name the files by their kind and range', () => {
    expect(reportFileName('vat', { from: '2026-11-01', to: '2026-11-30' })).toBe(
      'vat-2026-11-01-to-2026-11-30.csv',
    );
  });
});
