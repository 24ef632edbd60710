import { describe, expect, it } from 'vitest';
import { confirmsPrinted, reportedState, stateFromAsb, worthRetrying } from './printer-status.ts';

describe("a printer's reported status", () => {
  it('reads the ASB bytes: online, cover open, paper out, paper low, an error', () => {
    expect(stateFromAsb('23 6 0 0 0 0 0 0 0 ')).toBe('online');
    expect(stateFromAsb('23 86 28 00 00 00 00 00 00 ')).toBe('cover_open');
    expect(stateFromAsb('23 86 08 00 00 08 00 00 00 ')).toBe('paper_out');
    expect(stateFromAsb('23 86 00 00 00 04 00 00 00 ')).toBe('paper_low');
    expect(stateFromAsb('23 86 00 08 00 00 00 00 00 ')).toBe('error');
    expect(stateFromAsb('23 86 08 00 00 00 00 00 00 ')).toBe('error');
    expect(stateFromAsb('')).toBeNull();
    expect(stateFromAsb('not hex at all')).toBeNull();
  });

  it('takes the worse of the ASB and the status code, which is URL-encoded', () => {
    expect(reportedState({ status: '23 86 00 00 00 00 00 00 00', statusCode: '200%20OK' })).toBe('online');
    expect(reportedState({ status: null, statusCode: '410%20Out%20of%20paper' })).toBe('paper_out');
    expect(reportedState({ status: null, statusCode: '211%20Paper%20Low' })).toBe('paper_low');
    expect(reportedState({ status: null, statusCode: '420 Cover open' })).toBe('cover_open');
    expect(reportedState({ status: '23 86 08 00 00 08 00 00 00', statusCode: '200%20OK' })).toBe('paper_out');
    expect(reportedState({})).toBe('online');
  });

  it('tells a printed job from one to offer again and one that failed', () => {
    expect(confirmsPrinted('200 OK')).toBe(true);
    expect(confirmsPrinted('OK')).toBe(true);
    expect(confirmsPrinted('410 Out of paper')).toBe(false);
    expect(worthRetrying('410 Out of paper')).toBe(true);
    expect(worthRetrying('520 Timeout')).toBe(true);
    expect(worthRetrying('510 Unsupported media')).toBe(false);
  });
});
