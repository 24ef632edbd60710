/**
 * A Star printer driven by CloudPRNT, as the API and end-to-end tests use it (issue 28): it polls
 * the server's URL with its status on an interval, as a TSP100IV does (POST, JSON), fetches a job
 * it is told of (GET ?type=&mac=&token=), "prints" it (reads the StarPRNT bytes back into text), and
 * confirms it (DELETE ?code=200%20OK&mac=&token=). Its paper and cover can be changed, and it reports
 * them in its status bytes and code as the real one does. Plain fetch: no test framework.
 */

/** A ticket as the fake printer read it: its text, what was bold, and how many cuts it had. */
export type PrintedTicket = {
  token: string;
  mediaType: string;
  receivedAt: Date;
  bytes: Uint8Array;
  text: string;
  bold: string[];
  cuts: number;
};

export type FakePrinterOptions = {
  /** The CloudPRNT server URL, as typed into the printer */
  url: string;
  username: string;
  password: string;
  pollIntervalMs: number;
  mediaType?: string;
  mac?: string;
};

type Condition = 'ok' | 'paper_low' | 'paper_out' | 'cover_open';

/** The ASB bytes (Star's Automatic Status Back, in hex) and the status code a TSP100IV reports. */
const REPORTS: Record<Condition, { status: string; statusCode: string }> = {
  ok: { status: '23 86 00 00 00 00 00 00 00 ', statusCode: '200 OK' },
  paper_low: { status: '23 86 00 00 00 04 00 00 00 ', statusCode: '211 Paper Low' },
  paper_out: { status: '23 86 08 00 00 08 00 00 00 ', statusCode: '410 Out of Paper' },
  cover_open: { status: '23 86 28 00 00 00 00 00 00 ', statusCode: '420 Cover Open' },
};

export class FakePrinter {
  readonly tickets: PrintedTicket[] = [];
  /** Every answer to a poll, and the HTTP status of each request the server refused */
  readonly polls: { jobReady: boolean; jobToken?: string; mediaTypes?: string[] }[] = [];
  readonly refusals: number[] = [];
  private condition: Condition = 'ok';
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly waiters = new Set<() => void>();

  private readonly options: FakePrinterOptions;

  constructor(options: FakePrinterOptions) {
    this.options = options;
  }

  set(condition: Condition) {
    this.condition = condition;
  }

  /** Polls now and every interval after, each cycle after the last has finished. */
  start() {
    const tick = () => {
      this.running = this.cycle().finally(() => {
        this.running = null;
        if (this.timer !== null) this.timer = setTimeout(tick, this.options.pollIntervalMs);
      });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Resolves with the tickets once `count` have been printed, or rejects after `timeoutMs`. */
  waitForTickets(count: number, timeoutMs: number): Promise<PrintedTicket[]> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.tickets.length < count) return false;
        clearTimeout(timeout);
        this.waiters.delete(waiter);
        resolve(this.tickets.slice(0, count));
        return true;
      };
      const waiter = () => void check();
      const timeout = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`${this.tickets.length} of ${count} tickets printed within ${timeoutMs} ms`));
      }, timeoutMs);
      if (!check()) this.waiters.add(waiter);
    });
  }

  /** One poll, and the job it announces fetched, printed and confirmed. */
  async cycle(): Promise<void> {
    const report = REPORTS[this.condition];
    const poll = await this.request('POST', '', {
      status: report.status,
      printerMAC: this.mac,
      statusCode: encodeURIComponent(report.statusCode),
      printingInProgress: false,
    });
    if (!poll.ok) return;
    const answer = (await poll.json()) as FakePrinter['polls'][number];
    this.polls.push(answer);
    // Like the real one, a printer that cannot print does not fetch.
    if (!answer.jobReady || this.condition === 'paper_out' || this.condition === 'cover_open') return;
    const mediaType = this.options.mediaType ?? 'application/vnd.star.starprnt';
    const token = answer.jobToken ?? '';
    const job = await this.request(
      'GET',
      `?${new URLSearchParams({ type: mediaType, mac: this.mac, token })}`,
    );
    if (!job.ok) {
      await this.request('DELETE', `?${new URLSearchParams({ code: '520 Timeout', mac: this.mac, token })}`);
      return;
    }
    const bytes = new Uint8Array(await job.arrayBuffer());
    this.tickets.push({ token, mediaType, receivedAt: new Date(), bytes, ...readStarCommands(bytes) });
    await this.request('DELETE', `?${new URLSearchParams({ code: '200 OK', mac: this.mac, token })}`);
    for (const waiter of this.waiters) waiter();
  }

  private get mac() {
    return this.options.mac ?? '00:11:62:0c:2e:7a';
  }

  private async request(method: 'POST' | 'GET' | 'DELETE', query: string, body?: unknown) {
    const credentials = Buffer.from(`${this.options.username}:${this.options.password}`).toString('base64');
    const response = await fetch(`${this.options.url}${query}`, {
      method,
      headers: {
        authorization: `Basic ${credentials}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) this.refusals.push(response.status);
    return response;
  }
}

/**
 * The text of StarPRNT / Star Line bytes as ReceiptPrinterEncoder writes them: the printable
 * characters (Latin-1 read, enough for tests; the euro sign is the code page's), each run printed
 * in bold with its white space made single spaces (a run goes on over the lines it wraps to), the
 * cuts, and what each QR code holds.
 */
export function readStarCommands(bytes: Uint8Array): {
  text: string;
  bold: string[];
  cuts: number;
  qrCodes: string[];
} {
  let text = '';
  const bold: string[] = [];
  let boldRun: string | null = null;
  let boldEnd = 0;
  let cuts = 0;
  const qrCodes: string[] = [];
  const lengths: Record<number, number> = {
    64: 2, // ESC @ initialise
    52: 2, // ESC 4 highlight on
    53: 2, // ESC 5 highlight off
    45: 3, // ESC - n underline
    105: 4, // ESC i h w size
    97: 3, // ESC a n feed
  };
  for (let index = 0; index < bytes.length; ) {
    const byte = bytes[index] ?? 0;
    if (byte === 0x1b) {
      const command = bytes[index + 1] ?? 0;
      if (command === 0x45) {
        // Bold again with nothing but line breaks since: the same run (the encoder sets it per line).
        const continues = bold.length > 0 && text.slice(boldEnd).trim() === '';
        boldRun = continues ? `${bold.pop()} ` : '';
        index += 2;
      } else if (command === 0x46) {
        if (boldRun?.trim()) bold.push(boldRun.replace(/\s+/g, ' ').trim());
        boldRun = null;
        boldEnd = text.length;
        index += 2;
      } else if (command === 0x64) {
        cuts += 1;
        index += 3;
      } else if (command === 0x1d && bytes[index + 2] === 0x79) {
        // ESC GS y: a QR code's settings (S n m), its data (D 1 m nL nH data) and its printing (P).
        const part = bytes[index + 3];
        if (part === 0x44) {
          const length = (bytes[index + 6] ?? 0) + 256 * (bytes[index + 7] ?? 0);
          qrCodes.push(String.fromCharCode(...bytes.slice(index + 8, index + 8 + length)));
          index += 8 + length;
        } else {
          index += part === 0x53 ? 6 : 4;
        }
      } else if (command === 0x1d) {
        index += 4; // ESC GS t n (code page), ESC GS a n (alignment)
      } else {
        index += lengths[command] ?? 2;
      }
      continue;
    }
    index += 1;
    if (byte === 0x0d || byte === 0x18) continue;
    const char = byte === 0x0a ? '\n' : byte >= 0x20 ? String.fromCharCode(byte) : '';
    text += char;
    if (boldRun !== null) boldRun += char;
  }
  return { text, bold, cuts, qrCodes };
}
