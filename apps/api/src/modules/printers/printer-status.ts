import { decodedStatusCode, type ReportedPrinterState } from '@tiffin/core';

/*
 * What a Star printer says of itself in a CloudPRNT poll (issue 28): `status`, its Automatic Status
 * Back bytes in hex ('23 86 00 00 00 00 00 00 00 '), and `statusCode`, a 3-digit code and a text,
 * URL-encoded ('200%20OK'). Star's Line/StarPRNT command specifications give the ASB's bytes: the
 * 3rd is the printer's status (bit 5 cover open, bit 3 offline), the 4th its errors (bit 2
 * mechanical, bit 3 cutter, bit 5 unrecoverable, bit 6 head too hot), the 6th its paper sensors
 * (bit 2 near end, bit 3 out). CloudPRNT's printer status codes: 2xx online (21x paper low), 41x
 * paper, 42x cover open, other 4xx a printer error, 5xx a client error.
 */

/** The worse of two readings wins: a paper-out printer that also says "200 OK" is out of paper. */
const SEVERITY: Record<ReportedPrinterState, number> = {
  online: 0,
  paper_low: 1,
  error: 2,
  paper_out: 3,
  cover_open: 4,
};

/** The ASB's bytes, or null when the text is not hex bytes. */
export function asbBytes(status: string | null | undefined): number[] | null {
  const parts = (status ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length < 3 || parts.some((part) => !/^[0-9a-f]{1,2}$/i.test(part))) return null;
  return parts.map((part) => Number.parseInt(part, 16));
}

/** The printer's state from its ASB bytes; null when there are none to read. */
export function stateFromAsb(status: string | null | undefined): ReportedPrinterState | null {
  const bytes = asbBytes(status);
  if (!bytes) return null;
  const printer = bytes[2] ?? 0;
  const errors = bytes[3] ?? 0;
  const paper = bytes[5] ?? 0;
  if (printer & 0x20) return 'cover_open';
  if (paper & 0x08) return 'paper_out';
  if (errors & (0x04 | 0x08 | 0x20 | 0x40) || printer & 0x08) return 'error';
  if (paper & 0x04) return 'paper_low';
  return 'online';
}

/** The printer's state from its status code; null when the code is not one. */
export function stateFromCode(code: string | null): ReportedPrinterState | null {
  const digits = /^(\d)(\d)\d/.exec(code ?? '');
  if (!digits) return null;
  const [, family, kind] = digits;
  if (family === '2') return kind === '1' ? 'paper_low' : 'online';
  if (family === '4' && kind === '1') return 'paper_out';
  if (family === '4' && kind === '2') return 'cover_open';
  return 'error';
}

/** What a poll says of the printer: the worse of its ASB and its status code (online if neither reads). */
export function reportedState(poll: {
  status?: string | null;
  statusCode?: string | null;
}): ReportedPrinterState {
  const readings = [stateFromAsb(poll.status), stateFromCode(decodedStatusCode(poll.statusCode))];
  return readings.reduce<ReportedPrinterState>(
    (worst, reading) => (reading !== null && SEVERITY[reading] > SEVERITY[worst] ? reading : worst),
    'online',
  );
}

/** Whether a job's confirmation code says it printed: 2xx, or 'OK' as some firmware sends it. */
export function confirmsPrinted(code: string | null): boolean {
  return code !== null && (/^2\d\d/.test(code) || /^ok\b/i.test(code));
}

/**
 * Whether a job that did not print should be offered again: the printer failed (4xx: paper, cover)
 * or could not download it in time (520), and prints it once it can; a job it cannot read (51x) or
 * that is too large (521) would fail again.
 */
export function worthRetrying(code: string | null): boolean {
  return code === null || /^4\d\d/.test(code) || /^520/.test(code);
}
