import { isUnavailableLineProblem, type QuoteResponse, type UnavailableLineProblem } from '@tiffin/core';
import type { BasketLineForOrder } from '../types';

/**
 * The basket lines the server's quote says the menu no longer sells (issue 29), by line id. The
 * quote is asked about every line, so it names each by its index in the cart it was sent; a line is
 * matched only while the line at that index is still that dish with that option, so that a quote of
 * the basket before a change (kept on screen while the next comes) marks no other line.
 */
export function unavailableLinesOf(
  quote: QuoteResponse | undefined,
  lines: readonly BasketLineForOrder[],
): ReadonlyMap<string, UnavailableLineProblem> {
  const found = new Map<string, UnavailableLineProblem>();
  for (const problem of quote?.problems ?? []) {
    if (!isUnavailableLineProblem(problem)) continue;
    const line = lines[problem.line];
    if (line === undefined || line.productId !== problem.item_id) continue;
    if (problem.option !== null && !line.options.some((option) => option.label === problem.option)) continue;
    found.set(line.lineId, problem);
  }
  return found;
}

/** The names an Order Failed answer gives of the lines no longer sold: its `errors` that name one. */
export function unavailableNamesOf(errors: readonly unknown[]): string[] {
  return errors.filter(isUnavailableLineProblem).map((problem) => problem.message);
}
