import { create } from 'zustand';
import { readText, storageKeys, writeText } from '@/lib/browser-storage';

/**
 * Whether this device plays the sound for new orders: kept in localStorage, so a kitchen that turned
 * it on once keeps it on through reloads and sign-ins (the browser may still hold the sound back
 * until the page is touched: utils/chime.ts).
 */
type SoundPreferenceState = {
  on: boolean;
  setOn: (on: boolean) => void;
};

export const useSoundPreference = create<SoundPreferenceState>((set) => ({
  on: readText(storageKeys.staffSound) === 'on',
  setOn: (on) => {
    writeText(storageKeys.staffSound, on ? 'on' : 'off');
    set({ on });
  },
}));
