import { type KitchenPace, paceMessages } from '@tiffin/core';
import { BusyControl } from './busy-control';
import { PauseControl } from './pause-control';

const text = paceMessages.board;

const panel = 'rounded-xl border border-line bg-white';
const summary =
  'flex min-h-14 cursor-pointer items-center px-4 text-lg font-semibold marker:content-none [&::-webkit-details-marker]:hidden';

/**
 * The pace at the board's clock: one that has ended by itself is off at once, before the board is
 * asked again (every 30 s; the staff's stream does not carry settings).
 */
function paceAt(pace: KitchenPace, boardNow: number): KitchenPace {
  const ended = (until: string | null | undefined) => until != null && Date.parse(until) <= boardNow;
  return {
    busy: pace.busy && !ended(pace.busy.until) ? pace.busy : null,
    pause: pace.pause && !ended(pace.pause.until) ? pace.pause : null,
  };
}

/**
 * The kitchen's pace on the board (issue 33): busy mode and the pause of online ordering. While one
 * is on, its state and the button that ends it show at once; while off, its choices open from a
 * big heading, so the board's columns stay near the top.
 */
export function KitchenPaceBar({ pace: answered, boardNow }: { pace: KitchenPace; boardNow: number }) {
  const pace = paceAt(answered, boardNow);
  return (
    <div className="grid items-start gap-3 px-3 pt-3 md:grid-cols-2 md:max-xl:gap-2 md:max-xl:px-2 md:max-xl:pt-2">
      <div className={`${panel} ${pace.busy ? 'border-turmeric bg-saffron-soft p-4' : ''}`}>
        {pace.busy ? (
          <BusyControl busy={pace.busy} boardNow={boardNow} />
        ) : (
          <details>
            <summary className={summary}>{text.busyHeading}</summary>
            <div className="px-4 pb-4">
              <BusyControl busy={null} boardNow={boardNow} />
            </div>
          </details>
        )}
      </div>
      <div className={`${panel} ${pace.pause ? 'border-danger bg-danger-soft p-4' : ''}`}>
        {pace.pause ? (
          <PauseControl pause={pace.pause} boardNow={boardNow} />
        ) : (
          <details>
            <summary className={summary}>{text.pauseHeading}</summary>
            <div className="px-4 pb-4">
              <PauseControl pause={null} boardNow={boardNow} />
            </div>
          </details>
        )}
      </div>
    </div>
  );
}
