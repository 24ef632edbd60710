import { staffMessages } from '@/lib/messages/staff-messages';
import type { OrderWatch } from '../hooks/use-watch-orders';
import { enableSound } from '../utils/chime';

const text = staffMessages.header;

/**
 * The sound for new orders, on every staff page, remembered on this device. Off, it says so loudly;
 * on after a reload, the browser may hold the sound back until the page is touched, and that is shown.
 */
export function SoundSwitch({ watch }: { watch: OrderWatch }) {
  return (
    <div className="flex flex-wrap items-center gap-2 md:max-xl:shrink-0 md:max-xl:flex-nowrap xl:order-1">
      <label
        className={`flex min-h-11 cursor-pointer items-center gap-2 whitespace-nowrap rounded-full px-3 text-sm font-semibold ${watch.soundOn ? '' : 'border-2 border-turmeric'}`}
      >
        <input
          type="checkbox"
          role="switch"
          aria-checked={watch.soundOn}
          checked={watch.soundOn}
          onChange={(event) => watch.toggleSound(event.target.checked)}
          className="size-5 accent-turmeric"
        />
        {/* Its words kept for assistive technology; on a tablet's one-row header the switch and its
            loud 'Turn sound on' say enough (issue 47). */}
        <span className="md:max-xl:sr-only">{text.sound}</span>
        {!watch.soundOn && (
          <span className="rounded-full bg-turmeric px-2 py-0.5 text-xs text-ink">{text.soundOff}</span>
        )}
      </label>
      {watch.soundOn && watch.soundWaiting && (
        <button
          type="button"
          onClick={() => void enableSound()}
          className="min-h-11 animate-pulse whitespace-nowrap rounded-full bg-turmeric px-4 text-sm font-bold text-ink"
        >
          {text.soundWaiting}
        </button>
      )}
    </div>
  );
}
