import { dublinDate } from '@tiffin/core';
import type { Db } from '../../db/client.ts';
import * as repository from './analytics.repository.ts';

/** Counts a page view against its Dublin calendar day; nothing identifies the visitor. */
export function recordPageView(db: Db, path: string, now: Date): Promise<void> {
  return repository.incrementPageView(db, path, dublinDate(now));
}
