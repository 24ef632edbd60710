import { idParamSchema, isDisplayText } from '../validation.ts';
import { z } from '../zod.ts';

/*
 * Kitchen printers (issue 28): Star printers driven by CloudPRNT, registered by an admin. Ours, under
 * /api/v1/staff/printers and /api/v1/cloudprnt; not in the spec.
 */

/** When a printer prints an order's ticket: as soon as it is placed, or once the kitchen accepts it. */
export const PRINTER_PRINT_ON = ['arrival', 'acceptance'] as const;
export type PrinterPrintOn = (typeof PRINTER_PRINT_ON)[number];

/** Characters a line holds: 48 on 80 mm paper, 32 on 58 mm (the printer's standard font). */
export const PRINTER_PAPER_COLUMNS = [48, 32] as const;
export type PrinterPaperColumns = (typeof PRINTER_PAPER_COLUMNS)[number];

export const PRINTER_MAX_COPIES = 5;

/**
 * How long after its last poll a printer still counts as in touch: three polls at the 10 s interval
 * docs/production.md asks for (a Star printer's default is 5 s).
 */
export const PRINTER_CONTACT_WINDOW_MS = 30_000;

/**
 * A printer's state as the board shows it: what it last reported while in touch (`online`,
 * `paper_low`, `paper_out`, `cover_open`, `error`), `offline` when it has not polled within
 * PRINTER_CONTACT_WINDOW_MS, `never` before its first poll.
 */
export const PRINTER_STATES = [
  'online',
  'paper_low',
  'paper_out',
  'cover_open',
  'error',
  'offline',
  'never',
] as const;
export type PrinterState = (typeof PRINTER_STATES)[number];
/** What a printer reports of itself (decoded from its status), before the server adds how recent it is. */
export type ReportedPrinterState = Exclude<PrinterState, 'offline' | 'never'>;

/** A printer as an admin registers or changes it. */
export const printerChangeSchema = z.object({
  name: z
    .string({ error: 'Enter a name' })
    .trim()
    .min(1, { error: 'Enter a name', abort: true })
    .max(40, { error: 'At most 40 characters', abort: true })
    .refine(isDisplayText, { error: 'The name has characters that are not supported' }),
  print_on: z.enum(PRINTER_PRINT_ON, { error: 'Choose when it prints' }),
  copies: z
    .number({ error: 'A whole number' })
    .int({ error: 'A whole number' })
    .min(1, { error: 'At least 1' })
    .max(PRINTER_MAX_COPIES, { error: `At most ${PRINTER_MAX_COPIES}` }),
  paper_columns: z.literal(PRINTER_PAPER_COLUMNS, { error: 'Choose the paper width' }),
  enabled: z.boolean(),
});
export type PrinterChange = z.infer<typeof printerChangeSchema>;

export const printerParamsSchema = z.object({ printerId: idParamSchema });

/** A printer as the staff see it: its settings, and the state it last reported. */
export const printerSchema = z.object({
  id: z.number(),
  name: z.string(),
  print_on: z.enum(PRINTER_PRINT_ON),
  copies: z.number(),
  paper_columns: z.number(),
  enabled: z.boolean(),
  state: z.enum(PRINTER_STATES),
  /** When it last polled (ISO instant), null before its first poll */
  last_seen_at: z.string().nullable(),
  /** The status it last reported as it sent it (the ASB bytes in hex, and its status code), for support */
  reported_status: z.string().nullable(),
  reported_code: z.string().nullable(),
});
export type Printer = z.infer<typeof printerSchema>;

export const printersResponseSchema = z.object({
  /** The server's clock, so "last seen" reads right whatever the device's clock says */
  now: z.string(),
  printers: z.array(printerSchema),
});
export type PrintersResponse = z.infer<typeof printersResponseSchema>;

/**
 * A printer just created or given a new secret: what to type into the printer's CloudPRNT settings.
 * The secret is shown this once; the server keeps only its hash.
 */
export const printerCredentialsSchema = z.object({
  printer: printerSchema,
  /** The CloudPRNT server URL */
  url: z.string(),
  /** HTTP Basic authentication: the user name and password the printer sends */
  username: z.string(),
  secret: z.string(),
});
export type PrinterCredentials = z.infer<typeof printerCredentialsSchema>;

export const reprintResponseSchema = z.object({
  /** How many printers the ticket was queued for (0: no enabled printer) */
  printers: z.number(),
});
export type ReprintResponse = z.infer<typeof reprintResponseSchema>;

/** A status code as a printer sends it, URL-decoded ('200%20OK' → '200 OK'); null when absent. */
export function decodedStatusCode(statusCode: string | null | undefined): string | null {
  if (!statusCode) return null;
  try {
    return decodeURIComponent(statusCode.replaceAll('+', ' ')).trim();
  } catch {
    return statusCode.trim();
  }
}

const printerSent = { error: 'The printer sent characters that are not supported' };
/**
 * A field a printer sends, under the text rules of every field (decision 060): at most `max`
 * characters, one line, nothing invisible; PostgreSQL refuses NUL, and an admin reads the status.
 */
const printerText = (max: number) => z.string().max(max).refine(isDisplayText, printerSent);
/** A status code, URL-encoded: the same rules for what it decodes to. */
const printerStatusCode = printerText(200).refine(
  (code) => isDisplayText(decodedStatusCode(code) ?? ''),
  printerSent,
);

/**
 * A CloudPRNT poll (Star's CloudPRNT protocol, "Polling the server (POST)"): every field may be
 * missing or null but the status code; fields we do not read are let through, unread and unkept.
 */
export const cloudPrntPollSchema = z.looseObject({
  /** The printer's ASB status bytes in hex, e.g. '23 86 00 00 00 00 00 00 00 ' */
  status: printerText(200).nullish(),
  printerMAC: printerText(40).nullish(),
  /** A 3-digit code and a description, URL-encoded, e.g. '200%20OK' */
  statusCode: printerStatusCode.nullish(),
  printingInProgress: z.boolean().nullish(),
  jobToken: printerText(200).nullish(),
});
export type CloudPrntPoll = z.infer<typeof cloudPrntPollSchema>;

/** The answer to a poll ("JSON Response"): whether a job waits, in which formats, and its token. */
export const cloudPrntPollResponseSchema = z.object({
  jobReady: z.boolean(),
  mediaTypes: z.array(z.string()).optional(),
  jobToken: z.string().optional(),
});
export type CloudPrntPollResponse = z.infer<typeof cloudPrntPollResponseSchema>;

/** The job's fetch ("Print job requests (GET)"): the media type chosen, the printer's MAC, the job's token. */
export const cloudPrntJobQuerySchema = z.object({
  type: printerText(100).optional(),
  mac: printerText(40).optional(),
  token: printerText(200).optional(),
  uid: printerText(100).optional(),
});

/** The job's confirmation ("Print job confirmation (DELETE)"): the printer's status code for the job. */
export const cloudPrntConfirmQuerySchema = cloudPrntJobQuerySchema.extend({
  code: printerStatusCode.optional(),
});
