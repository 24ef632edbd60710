import { staffMessages } from '@tiffin/core';
import type { OrderWatch } from '../hooks/use-watch-orders';
import { enableSound } from '../utils/chime';

const text = staffMessages.header;

/**
 * The sound for new orders, on every staff page, remembered on this device. Off, it says so loudly;
 * on after a reload, the browser may hold the sound back until the page is touched, and that is shown.
 */
export function SoundSwitch({ watch }: { watch: OrderWatch }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label
        className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3 text-sm font-semibold ${watch.soundOn ? '' : 'border-2 border-turmeric'}`}
      >
        <input
          type="checkbox"
          role="switch"
          aria-checked={watch.soundOn}
          checked={watch.soundOn}
          onChange={(event) => watch.toggleSound(event.target.checked)}
          className="size-5 accent-turmeric"
        />
        {text.sound}
        {!watch.soundOn && (
          <span className="rounded-full bg-turmeric px-2 py-0.5 text-xs text-ink">{text.soundOff}</span>
        )}
      </label>
      {watch.soundOn && watch.soundWaiting && (
        <button
          type="button"
          onClick={() => void enableSound()}
          className="min-h-11 animate-pulse rounded-full bg-turmeric px-4 text-sm font-bold text-ink"
        >
          {text.soundWaiting}
        </button>
      )}
    </div>
  );
}
