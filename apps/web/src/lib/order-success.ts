import { isRecord } from './browser-storage';

/** What home receives after an order is placed (checkout-and-account §2.5 "On order success"). */
export type OrderSuccessState = { orderSuccess: true; orderReference: string; message: string };

/** The message home shows when it arrives with OrderSuccessState ('Order #{ref} placed successfully!'), or null. */
export function readOrderSuccessMessage(state: unknown): string | null {
  if (!isRecord(state) || state.orderSuccess !== true) return null;
  return typeof state.message === 'string' && state.message.trim() !== '' ? state.message : null;
}
