import {
  dayReportQuerySchema,
  dayReportSchema,
  REPORT_EXPORTS,
  reportRangeQuerySchema,
  tipsLedgerSchema,
} from '@tiffin/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { RATE_LIMITS } from '../../rate-limits.ts';
import * as service from './reports.service.ts';

const summaries = {
  vat: 'VAT by Dublin day and rate over a range of days: net, VAT, gross (CSV, admins)',
  orders: 'Every order placed over a range of days, with its amounts and payment (CSV, admins)',
  refunds: 'The refunds of the orders placed over a range of days (CSV, admins)',
  tips: 'The tips ledger by Dublin day: tips taken, refunded and net, apart from takings and VAT (CSV, admins)',
  'cash-ups':
    "The drivers' cash-ups counted over a range of days: expected, counted, difference, note (CSV, admins)",
  'tip-payouts':
    'The tips ledger by payout: each payout of tips to the staff over a range of days, how and with whom (CSV, admins)',
} as const;

/** The accountant's reports (issue 32, decision 048): the day-end report and three CSV files, for admins. */
export const staffReportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/staff/reports/day',
    {
      config: { access: 'admin', rateLimit: RATE_LIMITS.staffRead },
      schema: {
        tags: ['staff'],
        summary: "A Dublin day's orders, takings by method, refunds, VAT by rate and deposits (admins)",
        querystring: dayReportQuerySchema,
        response: { 200: dayReportSchema },
      },
    },
    (request) => service.dayReport(deps, { date: request.query.date }),
  );

  app.get(
    '/api/v1/staff/reports/tips-ledger',
    {
      config: { access: 'admin', rateLimit: RATE_LIMITS.staffRead },
      schema: {
        tags: ['staff'],
        summary:
          'The card tips to date: taken, given back, paid out to the staff and still held; the last payouts (admins)',
        response: { 200: tipsLedgerSchema },
      },
    },
    () => service.tipsLedger(deps),
  );

  for (const kind of REPORT_EXPORTS) {
    app.get(
      `/api/v1/staff/reports/${kind}.csv`,
      {
        config: { access: 'admin', rateLimit: RATE_LIMITS.staffRead },
        schema: { tags: ['staff'], summary: summaries[kind], querystring: reportRangeQuerySchema },
      },
      async (request, reply) => {
        const { fileName, csv } = await service.exportCsv(deps, { kind, range: request.query });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  }
};
