import { orderChangeMessages } from '@tiffin/core';
import { AppError } from '../../../errors.ts';

/** The order moved since it was read (a change or a status change raised its version): 409. */
export const staleOrder = (reference: string) =>
  new AppError('order_version', orderChangeMessages.stale(reference));
