import {
  centsToEuroString,
  type DayReport,
  dublinDate,
  formatVatRate,
  isDateString,
  type ReportExport,
  type ReportRangeQuery,
  reportMessages,
  reportRangeQuerySchema,
} from '@tiffin/core';
import { type BaseSyntheticEvent, useId, useState } from 'react';
import { checkedWhenSent, Form, useSchemaForm } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { StaffFrame } from '@/features/staff-shell/components/staff-frame';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { reportDriverMessages } from '@/lib/messages/driver-messages';
import { staffMessages } from '@/lib/messages/staff-messages';
import { tipPayoutWords } from '@/lib/messages/tip-payout-messages';
import { useDayReport, useDownloadReport } from '../api/reports';
import { TipsFigures } from './tips-figures';
import { TipsLedgerSection } from './tips-ledger';

const text = reportMessages.page;
const euros = (cents: number) => `€${centsToEuroString(cents)}`;

/** /staff/reports (admins): a day's end report, and the accountant's CSV files over a range of days. */
export function StaffReports({ restaurantName }: { restaurantName: string }) {
  const admin = useStaffSession((state) => state.session?.member.role === 'admin');
  return (
    <StaffFrame title={text.title} restaurantName={restaurantName}>
      <main className="mx-auto max-w-5xl space-y-6 p-4">
        {admin ? (
          <>
            <DaySection />
            <TipsLedgerSection />
            <ExportSection />
          </>
        ) : (
          <Notice role="status">{staffMessages.team.adminsOnly}</Notice>
        )}
      </main>
    </StaffFrame>
  );
}

function DaySection() {
  const headingId = useId();
  const [date, setDate] = useState(() => dublinDate(new Date()));
  const valid = isDateString(date);
  const report = useDayReport(date, valid);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-display text-xl font-semibold">
        {text.dayHeading}
      </h2>
      <TextField
        label={text.date}
        type="date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
        className="max-w-xs"
      />
      {valid && <QueryState query={report} loading={text.loading} failed={text.failed} retry={text.retry} />}
      {valid && report.data && <DayFigures report={report.data} />}
      <p className="text-sm text-ink-muted">{text.counted}</p>
    </section>
  );
}

const isEmptyDay = (report: DayReport) =>
  report.orders === 0 &&
  report.refunds.count === 0 &&
  report.cash_due.count === 0 &&
  report.drivers.length === 0;

function DayFigures({ report }: { report: DayReport }) {
  if (isEmptyDay(report)) return <p role="status">{text.empty}</p>;
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label={text.orders} value={String(report.orders)} />
        <Figure
          label={text.takings}
          value={euros(report.takings.total_cents)}
          detail={`${text.card} ${euros(report.takings.card_cents)} · ${text.cash} ${euros(report.takings.cash_cents)}`}
        />
        <Figure
          label={text.refunds}
          value={euros(report.refunds.cents)}
          detail={text.refundCount(report.refunds.count)}
        />
        <Figure label={text.netTakings} value={euros(report.net_takings_cents)} />
        <Figure label={text.deposits} value={euros(report.deposits_cents)} />
        <Figure
          label={`${text.deliveryFees} · ${text.discounts}`}
          value={`${euros(report.delivery_fees_cents)} · ${euros(report.discounts_cents)}`}
        />
      </div>
      {report.cash_due.count > 0 && (
        <Notice role="status">{text.cashDue(report.cash_due.count, euros(report.cash_due.cents))}</Notice>
      )}
      <VatTable rates={report.vat} />
      <TipsFigures tips={report.tips} />
      <DriversTable cashUps={report.drivers} />
    </>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4">
      <p className="text-sm font-semibold text-ink-muted">{label}</p>
      <p className="font-display text-2xl font-bold">{value}</p>
      {detail && <p className="text-sm">{detail}</p>}
    </div>
  );
}

function VatTable({ rates }: { rates: DayReport['vat'] }) {
  if (rates.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-white p-4">
      <table className="w-full text-sm">
        <caption className="text-left font-display text-lg font-semibold">{text.vatHeading}</caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className="py-1">
              {text.rate}
            </th>
            <th scope="col" className="py-1 text-right">
              {text.net}
            </th>
            <th scope="col" className="py-1 text-right">
              {text.vat}
            </th>
            <th scope="col" className="py-1 text-right">
              {text.gross}
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.rate_basis_points} className="border-t border-line">
              <th scope="row" className="py-1 text-left font-semibold">
                {formatVatRate(rate.rate_basis_points)}
              </th>
              <td className="py-1 text-right">{euros(rate.net_cents)}</td>
              <td className="py-1 text-right">{euros(rate.vat_cents)}</td>
              <td className="py-1 text-right">{euros(rate.gross_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const drivers = reportDriverMessages;

/** Each driver's cash-up counted that day (issue 50): expected, counted, the difference and its note. */
function DriversTable({ cashUps }: { cashUps: DayReport['drivers'] }) {
  if (cashUps.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-white p-4">
      <table className="w-full text-sm">
        <caption className="text-left font-display text-lg font-semibold">{drivers.heading}</caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className="py-1">
              {drivers.driver}
            </th>
            <th scope="col" className="py-1">
              {drivers.countedBy}
            </th>
            <th scope="col" className="py-1 text-right">
              {drivers.orders}
            </th>
            <th scope="col" className="py-1 text-right">
              {drivers.expected}
            </th>
            <th scope="col" className="py-1 text-right">
              {drivers.counted}
            </th>
            <th scope="col" className="py-1 text-right">
              {drivers.difference}
            </th>
            <th scope="col" className="py-1 pl-3">
              {drivers.note}
            </th>
            <th scope="col" className="py-1 text-right">
              {drivers.tips}
            </th>
          </tr>
        </thead>
        <tbody>
          {cashUps.map((cashUp) => (
            <tr key={cashUp.id} className="border-t border-line">
              <th scope="row" className="py-1 text-left font-semibold">
                {cashUp.driver_name}
              </th>
              <td className="py-1">{cashUp.counted_by_name}</td>
              <td className="py-1 text-right">{cashUp.orders}</td>
              <td className="py-1 text-right">{euros(cashUp.expected_cents)}</td>
              <td className="py-1 text-right">{euros(cashUp.counted_cents)}</td>
              <td
                className={`py-1 text-right ${cashUp.difference_cents === 0 ? '' : 'font-bold text-red-700'}`}
              >
                {signedEuros(cashUp.difference_cents)}
              </td>
              <td className="py-1 pl-3">{cashUp.note}</td>
              <td className="py-1 text-right">{euros(cashUp.tips_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const signedEuros = (cents: number) => (cents < 0 ? `−${euros(-cents)}` : euros(cents));

const DOWNLOADS: { kind: ReportExport; label: string }[] = [
  { kind: 'vat', label: text.downloadVat },
  { kind: 'orders', label: text.downloadOrders },
  { kind: 'refunds', label: text.downloadRefunds },
  { kind: 'tips', label: text.downloadTips },
  { kind: 'cash-ups', label: drivers.download },
  { kind: 'tip-payouts', label: tipPayoutWords.download },
];

/**
 * The range of days and a button per file, one form checked by core's schema (decision 036) when a
 * button is pressed: the button pressed says which file.
 */
function ExportSection() {
  const headingId = useId();
  const today = dublinDate(new Date());
  const form = useSchemaForm(reportRangeQuerySchema, {
    ...checkedWhenSent,
    defaultValues: { from: `${today.slice(0, 8)}01`, to: today },
  });
  const { errors } = form.formState;
  const downloads = {
    vat: useDownloadReport('vat'),
    orders: useDownloadReport('orders'),
    refunds: useDownloadReport('refunds'),
    tips: useDownloadReport('tips'),
    'cash-ups': useDownloadReport('cash-ups'),
    'tip-payouts': useDownloadReport('tip-payouts'),
  };
  const download = (range: ReportRangeQuery, event?: BaseSyntheticEvent) => {
    const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
    const kind = DOWNLOADS.find(({ kind }) => kind === submitter?.getAttribute('value'))?.kind ?? 'vat';
    downloads[kind].mutate(range);
  };
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-line bg-white p-4">
      <h2 id={headingId} className="font-display text-xl font-semibold">
        {text.exportHeading}
      </h2>
      <Form form={form} onSubmit={download} className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={text.from} type="date" error={errors.from?.message} {...form.register('from')} />
          <TextField
            label={text.to}
            type="date"
            hint={text.rangeHint}
            error={errors.to?.message}
            {...form.register('to')}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {DOWNLOADS.map(({ kind, label }) => (
            <DownloadButton key={kind} kind={kind} label={label} download={downloads[kind]} />
          ))}
        </div>
      </Form>
    </section>
  );
}

function DownloadButton({
  kind,
  label,
  download,
}: {
  kind: ReportExport;
  label: string;
  download: ReturnType<typeof useDownloadReport>;
}) {
  return (
    <div className="space-y-2">
      <button
        type="submit"
        value={kind}
        className={buttonClasses('secondary', 'w-full sm:w-auto')}
        disabled={download.isPending}
      >
        {download.isPending ? text.downloading : label}
      </button>
      {download.isError && (
        <Notice tone="danger" role="alert">
          {download.error.message || text.downloadFailed}
        </Notice>
      )}
    </div>
  );
}
