import { centsToEuroString, FIGURES_DAYS, type Figures } from '@tiffin/core';
import { useId, useState } from 'react';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { StaffFrame } from '@/features/staff-shell/components/staff-frame';
import { useStaffSession } from '@/features/staff-shell/stores/staff-session';
import { staffMessages } from '@/lib/messages/staff-messages';
import { useFigures } from '../api/get-figures';

const text = staffMessages.figures;
const RANGES = [FIGURES_DAYS.min, FIGURES_DAYS.default, FIGURES_DAYS.max];
const euros = (cents: number) => `€${centsToEuroString(cents)}`;
// A Dublin calendar date read at noon UTC is that day whatever the browser's zone.
const dayLabel = new Intl.DateTimeFormat('en-IE', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const labelOf = (day: string) => dayLabel.format(new Date(`${day}T12:00:00Z`));

type Day = Figures['days'][number];
type Series = { label: string; barClass: string; value: (day: Day) => number };

const ORDER_SERIES: Series[] = [
  { label: text.collection, barClass: 'bg-saffron', value: (day) => day.collection.orders },
  { label: text.delivery, barClass: 'bg-chutney', value: (day) => day.delivery.orders },
];
const REVENUE_SERIES: Series[] = [
  { label: text.collection, barClass: 'bg-saffron', value: (day) => day.collection.revenue_cents },
  { label: text.delivery, barClass: 'bg-chutney', value: (day) => day.delivery.revenue_cents },
];
const VIEW_SERIES: Series[] = [{ label: text.pageViews, barClass: 'bg-ink', value: (day) => day.page_views }];

/** /staff/figures (admins): page views, orders and revenue per day, as bar charts, and the pages viewed. */
export function StaffFigures({ restaurantName }: { restaurantName: string }) {
  const admin = useStaffSession((state) => state.session?.member.role === 'admin');
  return (
    <StaffFrame title={text.title} restaurantName={restaurantName}>
      <main className="mx-auto max-w-5xl space-y-6 p-4">
        {admin ? <FiguresBody /> : <Notice role="status">{staffMessages.team.adminsOnly}</Notice>}
      </main>
    </StaffFrame>
  );
}

function FiguresBody() {
  const [days, setDays] = useState<number>(FIGURES_DAYS.default);
  const figures = useFigures(days);
  const sum = (value: (day: Day) => number) =>
    figures.data?.days.reduce((total, day) => total + value(day), 0) ?? 0;
  return (
    <>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{text.range}</legend>
        {RANGES.map((range) => (
          <button
            key={range}
            type="button"
            aria-pressed={days === range}
            onClick={() => setDays(range)}
            className="min-h-11 rounded-full border border-line bg-white px-4 font-semibold aria-pressed:border-saffron aria-pressed:bg-saffron-soft"
          >
            {text.lastDays(range)}
          </button>
        ))}
      </fieldset>
      <QueryState query={figures} loading={text.loading} failed={text.failed} retry={text.retry} />
      {figures.data && (
        <>
          <section aria-label={text.totals} className="grid gap-3 sm:grid-cols-3">
            <Total
              label={text.orders}
              value={String(sum((day) => day.collection.orders + day.delivery.orders))}
              detail={`${text.collection} ${sum((day) => day.collection.orders)} · ${text.delivery} ${sum((day) => day.delivery.orders)}`}
            />
            <Total
              label={text.revenue}
              value={euros(sum((day) => day.collection.revenue_cents + day.delivery.revenue_cents))}
              detail={`${text.collection} ${euros(sum((day) => day.collection.revenue_cents))} · ${text.delivery} ${euros(sum((day) => day.delivery.revenue_cents))}`}
            />
            <Total label={text.pageViews} value={String(sum((day) => day.page_views))} />
          </section>
          <p className="text-sm text-ink-muted">{text.counted}</p>
          <div className="grid gap-6 lg:grid-cols-2">
            <BarChart
              title={text.ordersPerDay}
              days={figures.data.days}
              series={ORDER_SERIES}
              format={String}
            />
            <BarChart
              title={text.revenuePerDay}
              days={figures.data.days}
              series={REVENUE_SERIES}
              format={euros}
            />
            <BarChart
              title={text.pageViewsPerDay}
              days={figures.data.days}
              series={VIEW_SERIES}
              format={String}
            />
            <Pages paths={figures.data.paths} />
          </div>
        </>
      )}
    </>
  );
}

function Total({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4">
      <p className="text-sm font-semibold text-ink-muted">{label}</p>
      <p className="font-display text-3xl font-bold">{value}</p>
      {detail && <p className="text-sm">{detail}</p>}
    </div>
  );
}

/** Stacked bars, a day each, oldest on the left; each bar says its figures to a screen reader. */
function BarChart({
  title,
  days,
  series,
  format,
}: {
  title: string;
  days: Day[];
  series: Series[];
  format: (value: number) => string;
}) {
  const headingId = useId();
  const highest = Math.max(1, ...days.map((day) => series.reduce((total, one) => total + one.value(day), 0)));
  const first = days[0];
  const last = days.at(-1);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-4">
      <h2 id={headingId} className="font-display text-lg font-semibold">
        {title}
      </h2>
      {series.length > 1 && (
        <ul className="mt-1 flex gap-4 text-sm">
          {series.map((one) => (
            <li key={one.label} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${one.barClass}`} />
              {one.label}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-xs text-ink-muted">{format(highest)}</p>
      <ol className="flex h-40 items-end gap-px border-b border-l border-line">
        {days.map((day) => {
          const detail = series.map((one) => `${one.label} ${format(one.value(day))}`).join(', ');
          return (
            <li
              key={day.day}
              title={`${labelOf(day.day)}: ${detail}`}
              className="flex h-full flex-1 flex-col-reverse"
            >
              <span className="sr-only">{text.dayLabel(labelOf(day.day), detail)}</span>
              {series.map((one) => (
                <span
                  key={one.label}
                  aria-hidden="true"
                  className={one.barClass}
                  style={{ height: `${(one.value(day) / highest) * 100}%` }}
                />
              ))}
            </li>
          );
        })}
      </ol>
      <p aria-hidden="true" className="mt-1 flex justify-between text-xs text-ink-muted">
        <span>{first && labelOf(first.day)}</span>
        <span>{last && labelOf(last.day)}</span>
      </p>
    </section>
  );
}

function Pages({ paths }: { paths: Figures['paths'] }) {
  const headingId = useId();
  const most = Math.max(1, ...paths.map((path) => path.views));
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-4">
      <h2 id={headingId} className="font-display text-lg font-semibold">
        {text.pages}
      </h2>
      {paths.length === 0 ? (
        <p className="mt-2">{text.noViews}</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col" className="py-1">
                {text.path}
              </th>
              <th scope="col" className="py-1 text-right">
                {text.views}
              </th>
              <td aria-hidden="true" />
            </tr>
          </thead>
          <tbody>
            {paths.map((path) => (
              <tr key={path.path} className="border-t border-line">
                <td className="py-1 font-mono">{path.path}</td>
                <td className="py-1 pr-2 text-right">{path.views}</td>
                <td className="w-1/3 py-1" aria-hidden="true">
                  <span
                    className="block h-3 rounded-sm bg-ink"
                    style={{ width: `${(path.views / most) * 100}%` }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
