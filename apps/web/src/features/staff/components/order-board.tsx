import { type BoardOrder, staffMessages } from '@tiffin/core';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import type { StreamState } from '@/lib/event-stream';
import { useOrderBoard } from '../api/get-order-board';
import { useOrderAlerts } from '../hooks/use-order-alerts';
import { useOrderStream } from '../hooks/use-order-stream';
import { BOARD_COLUMNS, boardColumns, isOverdue } from '../utils/board-columns';
import { AcceptOrderDialog } from './accept-order-dialog';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCard } from './order-card';
import { PrinterStrip } from './printer-state';
import { StaffFrame } from './staff-frame';

const text = staffMessages;

const streamLabels: Record<StreamState, string> = {
  connecting: text.header.connecting,
  live: text.header.live,
  offline: text.header.offline,
};

/**
 * The live order board (/staff): the orders in columns by status, kept current by the server's
 * stream, with the sound switch and the alert for new orders nobody has accepted.
 */
export function OrderBoard({ restaurantName }: { restaurantName: string }) {
  const board = useOrderBoard();
  const stream = useOrderStream(board.data?.last_change_id);
  const orders = board.data?.orders ?? [];
  const alertMinutes = board.data?.accept_alert_minutes ?? Number.POSITIVE_INFINITY;
  const alerts = useOrderAlerts({ orders, serverNow: board.data?.now, alertMinutes, restaurantName });
  const [accepting, setAccepting] = useState<BoardOrder | null>(null);
  const [canceling, setCanceling] = useState<BoardOrder | null>(null);
  const columns = boardColumns(orders);
  const loud = alerts.overdueCount > 0;

  return (
    <StaffFrame
      title={text.title}
      restaurantName={restaurantName}
      loud={loud}
      tools={
        <>
          <p className="flex items-center gap-2 text-sm" role="status">
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${stream === 'live' ? 'bg-green-400' : 'bg-turmeric'}`}
            />
            {streamLabels[stream]}
          </p>
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              role="switch"
              aria-checked={alerts.soundOn}
              checked={alerts.soundOn}
              onChange={(event) => alerts.toggleSound(event.target.checked)}
              className="size-5 accent-turmeric"
            />
            {text.header.sound}
          </label>
        </>
      }
    >
      {loud && (
        <p role="alert" className="bg-danger px-4 pb-3 text-lg font-bold text-white">
          {text.board.overdue(alerts.overdueCount)}
        </p>
      )}
      <PrinterStrip />
      <main className="p-3">
        {board.isPending && (
          <p className="flex items-center gap-2 p-6" role="status">
            <Spinner /> {text.board.loading}
          </p>
        )}
        {board.isError && (
          <div className="space-y-3 p-6" role="alert">
            <p>{text.board.failed}</p>
            <button type="button" className={buttonClasses('secondary')} onClick={() => board.refetch()}>
              {text.board.retry}
            </button>
          </div>
        )}
        {board.data && (
          <div className="grid gap-3 md:grid-cols-3 xl:grid-cols-5">
            {BOARD_COLUMNS.map((column) => (
              <section key={column} aria-labelledby={`column-${column}`} className="min-w-0 space-y-3">
                <h2
                  id={`column-${column}`}
                  className="flex items-center justify-between rounded-lg bg-cream-deep px-3 py-2 font-semibold"
                >
                  {text.board.columns[column]}
                  <span className="rounded-full bg-white px-2 text-sm">{columns[column].length}</span>
                </h2>
                {columns[column].length === 0 && (
                  <p className="px-3 text-sm text-ink-muted">{text.board.empty}</p>
                )}
                {columns[column].map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    boardNow={alerts.boardNow}
                    overdue={isOverdue(order, alerts.boardNow, alertMinutes)}
                    onAccept={setAccepting}
                    onCancel={setCanceling}
                  />
                ))}
              </section>
            ))}
          </div>
        )}
      </main>
      <AcceptOrderDialog order={accepting} boardNow={alerts.boardNow} onClose={() => setAccepting(null)} />
      <CancelOrderDialog order={canceling} onClose={() => setCanceling(null)} />
    </StaffFrame>
  );
}
