/**
 * The staff's sounds, made with the Web Audio API (no file to load): a two-note chime for a new
 * order, a harsher triple beep while one waits too long. Browsers let a page play sound only after a
 * gesture: the AudioContext is made when the sound switch is turned on, or, with the sound
 * remembered on after a reload, made at once and resumed by the page's first touch or key
 * (`soundWaiting` says the browser still holds it back).
 */
let context: AudioContext | null = null;
const listeners = new Set<() => void>();
const tellListeners = () => {
  for (const listener of listeners) listener();
};

/**
 * Makes (or resumes) the sound; called in a gesture, it is heard at once. Resolves when the sound
 * plays, or stays held back (a context starts suspended even when it is allowed to run).
 */
export async function enableSound(): Promise<void> {
  if (typeof AudioContext === 'undefined') return;
  if (!context) {
    context = new AudioContext();
    context.addEventListener('statechange', tellListeners);
  }
  tellListeners();
  if (context.state !== 'running') await context.resume().catch(() => undefined);
}

/** True while the sound is wanted but the browser has not let it start (no gesture yet). */
export function soundWaiting(): boolean {
  return context !== null && context.state !== 'running';
}

/** For useSyncExternalStore: called when the sound starts or is held back. */
export function subscribeToSound(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * With the sound remembered on: tries now, and again at the page's first touch, click or key (the
 * gesture browsers wait for). Returns the function that stops listening.
 */
export function resumeSoundOnFirstGesture(): () => void {
  void enableSound();
  const gestures = ['pointerdown', 'keydown', 'touchend'] as const;
  const resume = () => {
    void enableSound().then(() => {
      if (!soundWaiting()) stop();
    });
  };
  const stop = () => {
    for (const gesture of gestures) document.removeEventListener(gesture, resume, true);
  };
  for (const gesture of gestures) document.addEventListener(gesture, resume, true);
  return stop;
}

function tone(frequency: number, startS: number, lengthS: number, type: OscillatorType): void {
  // Held back, the notes would pile up and all play at the first touch.
  if (context?.state !== 'running') return;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = type;
  oscillator.frequency.value = frequency;
  const at = context.currentTime + startS;
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + lengthS);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(at);
  oscillator.stop(at + lengthS);
}

export function playNewOrderChime(): void {
  tone(880, 0, 0.35, 'sine');
  tone(1320, 0.18, 0.5, 'sine');
}

export function playOverdueAlarm(): void {
  for (const start of [0, 0.25, 0.5]) tone(1000, start, 0.18, 'square');
}
