/**
 * The board's sounds, made with the Web Audio API (no file to load): a two-note chime for a new
 * order, a harsher triple beep while one waits too long. Browsers let a page play sound only after a
 * gesture, so the AudioContext is made when the sound switch is turned on.
 */
let context: AudioContext | null = null;

export function enableSound(): void {
  context ??= new AudioContext();
  void context.resume();
}

function tone(frequency: number, startS: number, lengthS: number, type: OscillatorType): void {
  if (!context) return;
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
