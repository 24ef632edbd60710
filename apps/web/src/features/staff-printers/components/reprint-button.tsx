import { type BoardOrder, printerMessages } from '@tiffin/core';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { usePrinters } from '../api/get-printers';
import { useReprintOrder } from '../api/reprint-order';

const text = printerMessages;

/**
 * "Reprint": the order's ticket again on every printer switched on (issue 28), with what happened
 * said beside it. Shown only where the restaurant has a printer switched on.
 */
export function ReprintButton({
  order,
  className = '',
  buttonClassName = '',
}: {
  order: BoardOrder;
  className?: string;
  /** The board's card's sizes for its buttons (issue 47) */
  buttonClassName?: string;
}) {
  const printers = usePrinters();
  const reprint = useReprintOrder();
  if (!printers.data?.printers.some((printer) => printer.enabled)) return null;
  return (
    <span className={`inline-flex flex-wrap items-center gap-2 ${className}`}>
      <button
        type="button"
        // Bordered, as a button to press, not plain text (issue 47).
        className={buttonClasses('secondary', buttonClassName)}
        disabled={reprint.isPending}
        onClick={() => reprint.mutate(order.id)}
        aria-label={`${text.reprint} #${order.reference}`}
      >
        {reprint.isPending && <Spinner />}
        {text.reprint}
      </button>
      <span role="status" className="text-sm">
        {reprint.isSuccess && text.reprinted(reprint.data.printers)}
        {reprint.isError && text.reprintFailed}
      </span>
    </span>
  );
}
