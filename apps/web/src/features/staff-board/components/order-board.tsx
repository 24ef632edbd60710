import type { BoardOrder } from '@tiffin/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { StaffFrame } from '@/features/staff-shell/components/staff-frame';
import { phoneOrderWords } from '@/lib/messages/phone-order-messages';
import { staffMessages } from '@/lib/messages/staff-messages';
import { useDeliveries } from '../api/get-deliveries';
import { useOrderBoard } from '../api/get-order-board';
import { BOARD_COLUMNS, boardColumns, isOverdue } from '../utils/board-columns';
import { AcceptOrderDialog } from './accept-order-dialog';
import { BoardDrivers, RunControl } from './board-drivers';
import { useBoardPrinters } from './board-printers';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ChangeOrderDialog } from './change-order/change-order-dialog';
import { KitchenPaceBar } from './kitchen-pace/kitchen-pace-bar';
import { NoShowDialog } from './no-show-dialog';
import { OrderCard } from './order-card';
import { useOrderWatch } from './order-watch';
import { RefundPartDialog } from './refund-part-dialog';

const text = staffMessages;

/**
 * The live order board (/staff): the orders in columns by status, and the alert for new orders
 * nobody has accepted. The staff layout's watch keeps the board current (its stream, and asking
 * again) and its clock, the server's, ticking whichever page was open.
 */
export function OrderBoard({ restaurantName }: { restaurantName: string }) {
  const board = useOrderBoard();
  const deliveries = useDeliveries();
  const { Strip: PrinterStrip } = useBoardPrinters();
  const watch = useOrderWatch();
  const orders = board.data?.orders ?? [];
  const alertMinutes = watch?.alertMinutes ?? Number.POSITIVE_INFINITY;
  const boardNow = watch?.boardNow ?? Date.now();
  const overdueCount = watch?.overdueCount ?? 0;
  const [accepting, setAccepting] = useState<BoardOrder | null>(null);
  const [canceling, setCanceling] = useState<BoardOrder | null>(null);
  const [refunding, setRefunding] = useState<BoardOrder | null>(null);
  const [changing, setChanging] = useState<BoardOrder | null>(null);
  const [noShow, setNoShow] = useState<BoardOrder | null>(null);
  const columns = boardColumns(orders);

  return (
    <StaffFrame
      title={text.title}
      restaurantName={restaurantName}
      ordersShown
      tools={
        <Link to="/staff/phone-order" className={buttonClasses('primary', 'min-h-11')}>
          {phoneOrderWords.open}
        </Link>
      }
    >
      {overdueCount > 0 && (
        <p role="alert" className="bg-danger px-4 pb-3 text-lg font-bold text-white">
          {text.board.overdue(overdueCount)}
        </p>
      )}
      <PrinterStrip />
      {board.data && <KitchenPaceBar pace={board.data.pace} boardNow={boardNow} />}
      <BoardDrivers deliveries={deliveries.data} />
      <main className="p-3 md:max-xl:p-2">
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
          // Every column side by side from a tablet up (issue 47): at 768 px each column's first card,
          // Ready's too, is on the screen without scrolling.
          <div className="grid gap-3 md:grid-cols-5 md:max-xl:gap-2">
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
                    boardNow={boardNow}
                    overdue={isOverdue(order, boardNow, alertMinutes)}
                    onAccept={setAccepting}
                    onCancel={setCanceling}
                    onRefund={setRefunding}
                    run={<RunControl order={order} deliveries={deliveries.data} />}
                    onChange={setChanging}
                    onNoShow={setNoShow}
                  />
                ))}
              </section>
            ))}
          </div>
        )}
      </main>
      <AcceptOrderDialog order={accepting} boardNow={boardNow} onClose={() => setAccepting(null)} />
      <CancelOrderDialog order={canceling} onClose={() => setCanceling(null)} />
      <RefundPartDialog order={refunding} onClose={() => setRefunding(null)} />
      <ChangeOrderDialog order={changing} onClose={() => setChanging(null)} />
      <NoShowDialog order={noShow} onClose={() => setNoShow(null)} />
    </StaffFrame>
  );
}
