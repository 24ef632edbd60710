import { type ErrorCode, isErrorCode, type OrderProblem, orderFailedDetail } from '@tiffin/core';
import { AppError } from '../../../errors.ts';

/*
 * A check of an order: what it found, and the Order Failed problems it found with it. Placing
 * stops at the first problem (`must`), which rolls its transaction back; quoting lists them all
 * (`collect`) and prices what it could read.
 */
/**
 * An Order Failed code of DECISIONS.md, or ours, each always with its own message: `order_too_large`
 * (issue 30: beyond the restaurant's bounds for one online order), `large_order_time` (issue 33: a
 * slot too early for a large order) and `not_offered_then` (issue 33: a dish not served at the time
 * chosen), `invalid_tip` (issue 51: a tip on cash, with tips off or outside the settings' bounds).
 */
export type ProblemCode =
  | ErrorCode
  | 'order_too_large'
  | 'large_order_time'
  | 'not_offered_then'
  | 'invalid_tip';
export type Problem = { code: ProblemCode; message: string } & Omit<OrderProblem, 'code' | 'message'>;
export type Checked<T> = { value: T; problems: Problem[] };

export const problem = (code: ProblemCode, message = orderFailedDetail(code)): Problem => ({
  code,
  message,
});

/** The refusal of an Order Failed code, with the spec's detail unless a reason is given. */
export const refusal = (code: ProblemCode, message = orderFailedDetail(code)) => new AppError(code, message);

export const passed = <T>(value: T): Checked<T> => ({ value, problems: [] });
export const failed = <T>(value: T, ...problems: Problem[]): Checked<T> => ({ value, problems });

/**
 * Placing: the value of a check that found nothing wrong; its first problem refuses the order. A
 * refusal for lines the menu no longer sells names every such line in `errors`, under the code's
 * own detail (issue 29: 'Some items in your cart are no longer available.').
 */
export function must<T>({ value, problems }: Checked<T | undefined>): T {
  const [first] = problems;
  if (first?.line !== undefined) {
    const named = problems.filter((found) => found.code === first.code && found.line !== undefined);
    // A code of ours has no detail of the spec's: its first problem's message says it.
    const detail = isErrorCode(first.code) ? orderFailedDetail(first.code) : first.message;
    throw new AppError(first.code, detail, { errors: named });
  }
  if (first) throw refusal(first.code, first.message);
  if (value === undefined) throw new Error('a check found no value and no problem');
  return value;
}

/** Quoting: the value a check found, its problems added to the quote's. */
export function collect<T>({ value, problems }: Checked<T>, into: Problem[]): T {
  into.push(...problems);
  return value;
}
