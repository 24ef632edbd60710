import { type ErrorCode, type OrderProblem, orderFailedDetail } from '@tiffin/core';
import { AppError } from '../../../errors.ts';

/*
 * A check of an order: what it found, and the Order Failed problems it found with it. Placing
 * stops at the first problem (`must`), which rolls its transaction back; quoting lists them all
 * (`collect`) and prices what it could read.
 */
/**
 * An Order Failed code of DECISIONS.md, or `order_too_large` (ours, issue 30: beyond the restaurant's
 * bounds for one online order), which always carries its own message.
 */
export type ProblemCode = ErrorCode | 'order_too_large';
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
    throw new AppError(first.code, orderFailedDetail(first.code), { errors: named });
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
