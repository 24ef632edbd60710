import { dublinDate, isSitePath } from '@tiffin/core';
import type { AppDeps } from '../../deps.ts';
import * as repository from './analytics.repository.ts';

/**
 * Counts a view of one of the site's pages against its Dublin calendar day; nothing identifies the
 * visitor. Any other path is ignored, so made-up paths cannot add rows.
 */
export async function recordPageView(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { path }: { path: string },
): Promise<void> {
  if (!isSitePath(path)) return;
  await repository.incrementPageView(db, path, dublinDate(clock.now()));
}
