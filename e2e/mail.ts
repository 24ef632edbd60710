import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is set by playwright.config.ts');
  return dir;
};

type Mail = { index: number; data: string };

/** The newest e-mail the mail sink has received for an address, among those after the `after`-th. */
function findMailTo(address: string, after: number): Mail | undefined {
  const files = fs.readdirSync(mailDir()).sort();
  for (let index = files.length - 1; index >= after; index -= 1) {
    const file = files[index];
    if (!file) continue;
    const message = JSON.parse(fs.readFileSync(path.join(mailDir(), file), 'utf8')) as {
      to: string[];
      data: string;
    };
    if (message.to.includes(address)) return { index: index + 1, data: decodeQuotedPrintable(message.data) };
  }
  return undefined;
}

/** The newest e-mail the mail sink received for an address, waiting up to 10 s for it. */
export async function latestMailTo(address: string, after = 0): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(() => (mail = findMailTo(address, after)), {
      message: `no e-mail reached ${address}`,
      timeout: 10_000,
    })
    .toBeDefined();
  return mail as Mail;
}

export const mailCount = () => fs.readdirSync(mailDir()).length;

export function resetCodeIn(data: string): string {
  const match = /^\s+(\d{6})\s*$/m.exec(data);
  if (!match?.[1]) throw new Error(`no code in the e-mail:\n${data}`);
  return match[1];
}

/** nodemailer sends non-ASCII text quoted-printable: soft line breaks (=\r\n) and =XX bytes. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}
