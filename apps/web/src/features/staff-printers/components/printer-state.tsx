import { formatDublinTime12h, type Printer, printerMessages } from '@tiffin/core';
import { Link } from 'react-router';
import { usePrinters } from '../api/get-printers';

const text = printerMessages;

const TONES: Record<Printer['state'], string> = {
  online: 'bg-chutney-soft text-chutney',
  paper_low: 'bg-saffron-soft text-ink',
  paper_out: 'bg-danger text-white',
  cover_open: 'bg-danger text-white',
  error: 'bg-danger text-white',
  offline: 'bg-danger-soft text-danger',
  never: 'bg-cream-deep text-ink-muted',
};

/** What a printer's state says: "Online", "Paper out", "Offline, last seen 6:42 PM". */
export function printerStateText(printer: Printer): string {
  const state = text.states[printer.state];
  return printer.state === 'offline' && printer.last_seen_at
    ? `${state}, ${text.lastSeen(formatDublinTime12h(new Date(printer.last_seen_at)))}`
    : state;
}

export function PrinterStateBadge({ printer }: { printer: Printer }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${TONES[printer.state]}`}>
      {printerStateText(printer)}
    </span>
  );
}

/**
 * The board's strip: each printer switched on with its state, so a kitchen sees at a glance that
 * tickets are printing (issue 28). Nothing when the restaurant has no printer.
 */
export function PrinterStrip() {
  const printers = usePrinters();
  const enabled = printers.data?.printers.filter((printer) => printer.enabled) ?? [];
  if (enabled.length === 0) return null;
  return (
    <section aria-label={text.strip} className="flex flex-wrap items-center gap-2 px-4 pt-3 text-sm">
      <Link to="/staff/printers" className="font-semibold underline-offset-2 hover:underline">
        {text.strip}
      </Link>
      <ul className="flex flex-wrap gap-2">
        {enabled.map((printer) => (
          <li
            key={printer.id}
            className="flex items-center gap-1.5 rounded-full border border-line bg-white py-0.5 pl-3 pr-1"
          >
            <span>{printer.name}</span>
            <PrinterStateBadge printer={printer} />
          </li>
        ))}
      </ul>
    </section>
  );
}
