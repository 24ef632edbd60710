import type { BoardOrder } from '@tiffin/core';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export type ReprintButtonProps = {
  order: BoardOrder;
  className?: string;
  /** The board's card's sizes for its buttons (issue 47) */
  buttonClassName?: string;
};

/**
 * What the board and the kitchen ticket show of the kitchen's printers (issue 28): the strip of
 * their states and the Reprint button. They belong to the printers' job (features/staff-printers);
 * features do not import each other, so the staff layout gives them here (decision 062). Outside
 * it (a part drawn on its own in a test) there are none.
 */
export type BoardPrinters = {
  Strip: ComponentType;
  ReprintButton: ComponentType<ReprintButtonProps>;
};

const NO_PRINTERS: BoardPrinters = { Strip: () => null, ReprintButton: () => null };

const BoardPrintersContext = createContext<BoardPrinters>(NO_PRINTERS);

export function BoardPrintersProvider({
  printers,
  children,
}: {
  printers: BoardPrinters;
  children: ReactNode;
}) {
  return <BoardPrintersContext value={printers}>{children}</BoardPrintersContext>;
}

export const useBoardPrinters = (): BoardPrinters => useContext(BoardPrintersContext);
