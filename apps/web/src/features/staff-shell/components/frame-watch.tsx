import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the staff frame shows of the order watch on every page (issue 28, decision 040), given by
 * the watch itself (the board's `OrderWatchProvider`), so that the frame, the staff side's shell,
 * imports no job's feature (decision 062). Null outside the watch: the sign-in, a kitchen ticket,
 * a part drawn on its own in a test.
 */
export type FrameWatch = {
  /** The new orders nobody has accepted: counted in the tab's title and on the board's link */
  newCount: number;
  /** An order waits past the alert time: the page turns red */
  loud: boolean;
  /** Beside the title: the link's state and the sound switch */
  status: ReactNode;
  /** Under the header: the warning that the board is out of touch */
  warning: ReactNode;
  /** Under the header, except on the board, whose cards show them: the alert naming the new orders */
  alert: ReactNode;
};

const FrameWatchContext = createContext<FrameWatch | null>(null);

export function FrameWatchProvider({ watch, children }: { watch: FrameWatch; children: ReactNode }) {
  return <FrameWatchContext value={watch}>{children}</FrameWatchContext>;
}

export const useFrameWatch = (): FrameWatch | null => useContext(FrameWatchContext);
