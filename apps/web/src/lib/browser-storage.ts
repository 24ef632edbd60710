/**
 * The browser storage keys of the spec (visitor-side §3 "Browser storage keys"), and reads and
 * writes that never throw: storage can be full, disabled or blocked (private windows, strict
 * privacy settings), and the site must keep working without it.
 */
export const storageKeys = {
  accessToken: 'access_token',
  user: 'user',
  userData: 'user_data',
  userName: 'user_name',
  rememberedCredentials: 'rememberedCredentials',
  rememberedEmail: 'rememberedEmail',
  cart: 'cart',
  wishlistItems: 'wishlist_items',
  /** The checkout's choices (checkout-and-account §3 "Checkout state": one checkout key). */
  checkout: 'checkout',
  /** Not in the spec: a member of staff's session on this device (the staff side, issue 14). */
  staffSession: 'staff_session',
  /** Not in the spec: whether this device plays the staff's sound for new orders ('on' or 'off'). */
  staffSound: 'staff_sound',
  /**
   * Not in the spec: the allergens the customer avoids on the menu (issue 31), their display names as
   * a JSON array. Kept on this device only: a filter is an aid, never an account setting.
   */
  avoidedAllergens: 'avoided_allergens',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Reading `localStorage` itself throws when the browser blocks site data.
    return null;
  }
}

export function readText(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** A JSON value, or null when missing or not JSON (an older or damaged entry is ignored). */
export function readJson<T>(key: StorageKey, isValid: (value: unknown) => value is T): T | null {
  const text = readText(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Writes the text, or removes the key for null. */
export function writeText(key: StorageKey, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Full or blocked storage: the value simply lives for this page only.
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeText(key, value === null || value === undefined ? null : JSON.stringify(value));
}

/**
 * The spec's keys as a key-value store that never throws, in the shape Zustand's
 * `createJSONStorage` takes.
 */
export const safeLocalStorage = {
  getItem: (key: string) => readText(key as StorageKey),
  setItem: (key: string, value: string) => writeText(key as StorageKey, value),
  removeItem: (key: string) => writeText(key as StorageKey, null),
};

export function removeKeys(...keys: StorageKey[]): void {
  for (const key of keys) writeText(key, null);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
