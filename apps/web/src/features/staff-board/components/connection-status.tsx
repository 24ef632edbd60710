import { staffMessages } from '@/lib/messages/staff-messages';
import type { OrderWatch } from '../hooks/use-watch-orders';
import { dublinClockTime } from '../utils/connection-state';

const text = staffMessages.header;

const lastUpdate = (watch: OrderWatch) =>
  watch.lastUpdateAt === null ? null : dublinClockTime(watch.lastUpdateAt);

/**
 * The link to the server in the staff header, on every page: "Live", or since when nothing was
 * heard; amber once out of touch for more than a minute.
 */
export function ConnectionStatus({ watch }: { watch: OrderWatch }) {
  const { connection } = watch;
  const label =
    connection === 'live'
      ? text.live
      : connection === 'connecting'
        ? text.connecting
        : connection === 'reconnecting'
          ? text.reconnecting(lastUpdate(watch))
          : text.notReceivingShort;
  return (
    <p
      role="status"
      data-connection={connection}
      className={`flex min-h-9 shrink-0 items-center gap-2 whitespace-nowrap rounded-full xl:order-1 px-3 text-base font-semibold ${connection === 'outOfTouch' ? 'bg-turmeric text-ink' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`size-3 shrink-0 rounded-full ${connection === 'live' ? 'bg-green-400' : connection === 'outOfTouch' ? 'bg-ink' : 'bg-turmeric'}`}
      />
      {label}
    </p>
  );
}

/** Under the header, on every page, while out of touch: big enough to be read from the pass. */
export function OutOfTouchWarning({ watch }: { watch: OrderWatch }) {
  if (watch.connection !== 'outOfTouch') return null;
  return (
    <p role="alert" className="bg-turmeric px-4 py-3 text-xl font-bold text-ink sm:text-2xl">
      {text.notReceiving(lastUpdate(watch))}
    </p>
  );
}
