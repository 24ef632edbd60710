import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { LogController } from 'fastify';
import type { Config } from './config.ts';
import { loggableError, loggableUrl } from './log-safety.ts';

/**
 * The server's log: JSON lines in production and tests (what a log store reads), and in development
 * (`npm start`, `npm run dev`) pino's own pretty printer, coloured, one line per event, a request
 * one line once it is answered.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  logStream: { write(line: string): void } | undefined,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const pretty = config.nodeEnv === 'development' && !logStream;
  return {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        err: loggableError,
        // Fastify's own request line, with the query's personal values left out (log-safety.ts).
        req: (request) => ({
          method: request.method,
          url: loggableUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      ...(logStream ? { stream: logStream } : {}),
      ...(pretty
        ? {
            transport: {
              target: 'pino-pretty',
              options: { singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' },
            },
          }
        : {}),
    },
    ...(pretty ? { logController: new OneLinePerRequest() } : {}),
  };
}

/** "GET /api/v1/restaurant 200 (4 ms)", written when the request is answered, and nothing before. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const milliseconds = Math.round(reply.elapsedTime);
    reply.log.info(`${request.method} ${loggableUrl(request.url)} ${reply.statusCode} (${milliseconds} ms)`);
  }
}

/** The demo admin's first password, as a block a person starting the site notices. */
export function demoAdminNotice({
  email,
  password,
  signInUrl,
}: {
  email: string;
  password: string;
  signInUrl: string;
}): string {
  const lines = [
    'Staff sign-in for the demo restaurant, shown this once:',
    `  page      ${signInUrl}`,
    `  e-mail    ${email}`,
    `  password  ${password}`,
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 2;
  const rule = '─'.repeat(width);
  return ['', `┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width - 1)}│`), `└${rule}┘`].join('\n');
}
