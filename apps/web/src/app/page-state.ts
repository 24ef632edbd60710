import { PAGE_STATE_ELEMENT_ID, type PageState } from '@tiffin/core';

/** The starting state the server put in the page (contracts/page-data.ts), or none. */
export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}
