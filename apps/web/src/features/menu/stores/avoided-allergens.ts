import { useSyncExternalStore } from 'react';
import { readText, storageKeys, writeText } from '@/lib/browser-storage';

/**
 * The allergens the customer avoids on the menu (issue 31), by display name, kept in localStorage
 * ('avoided_allergens') so that the next visit on this device starts with them. Names rather than
 * codes: the menu's answers give names, so marking a dish needs no allergen table in the first
 * visit's files (the filter's panel, loaded when opened, has the list).
 */

const NONE: readonly string[] = [];
/** The most names a stored list may hold: the EU list has 14. */
const MAX_NAMES = 14;

const isNameList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= MAX_NAMES && value.every((name) => typeof name === 'string');

// The list as last read, by the stored text it came from: the same text gives the same array, as
// useSyncExternalStore requires, and a change made in another tab or before a reload is read anew.
let lastText: string | null = null;
let lastNames: readonly string[] = NONE;
/** The list's text when the browser refused to keep it (blocked or full storage): for this page only. */
let pageOnlyText: string | null | undefined;

function storedNames(): readonly string[] {
  const text = pageOnlyText !== undefined ? pageOnlyText : readText(storageKeys.avoidedAllergens);
  if (text === lastText) return lastNames;
  lastText = text;
  let value: unknown = null;
  try {
    value = text === null ? null : JSON.parse(text);
  } catch {
    // Damaged text is no filter.
  }
  lastNames = isNameList(value) && value.length > 0 ? value : NONE;
  return lastNames;
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab changed the filter: this one follows.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKeys.avoidedAllergens) notify();
  });
}

/** Keeps the list (none: removes the key); the menu and the open dish follow at once. */
export function setAvoidedAllergens(names: readonly string[]): void {
  const text = names.length === 0 ? null : JSON.stringify(names);
  writeText(storageKeys.avoidedAllergens, text);
  pageOnlyText = readText(storageKeys.avoidedAllergens) === text ? undefined : text;
  notify();
}

/**
 * The avoided allergens. None on the server and while the page hydrates (the server cannot know
 * what this device keeps, and hydration must find the server's HTML): React reads the device's list
 * straight after, and draws the marks then.
 */
export function useAvoidedAllergens(): readonly string[] {
  return useSyncExternalStore(subscribe, storedNames, () => NONE);
}
