import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the journeys: the site sends its e-mails here through nodemailer, and each
 * message is written as a JSON file ({ to, data }) into MAIL_DIR for the tests to read.
 */
const port = Number(process.env.SMTP_PORT);
const mailDir = process.env.MAIL_DIR;
if (!port || !mailDir) throw new Error('SMTP_PORT and MAIL_DIR must be set');
fs.mkdirSync(mailDir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      const message = {
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        data: Buffer.concat(chunks).toString(),
      };
      fs.writeFileSync(path.join(mailDir, `${String(count).padStart(5, '0')}.json`), JSON.stringify(message));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
