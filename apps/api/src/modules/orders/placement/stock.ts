import type { Db } from '../../../db/client.ts';
import { takeOptionStock } from '../../menu/index.ts';
import { type Checked, failed, passed, problem, refusal } from './checked.ts';
import type { BasketLine } from './read-basket.ts';

/** How much of each option the basket takes, options in id order (the order every order locks them). */
function optionQuantities(
  lines: readonly BasketLine[],
): [number, { quantity: number; stock: number | null }][] {
  const wanted = new Map<number, { quantity: number; stock: number | null }>();
  for (const line of lines) {
    for (const option of line.options) {
      const entry = wanted.get(option.option_id) ?? { quantity: 0, stock: option.stock };
      entry.quantity += line.quantity;
      wanted.set(option.option_id, entry);
    }
  }
  return [...wanted].sort(([a], [b]) => a - b);
}

/** Read-only, for the quote: whether the limited options have enough left now. */
export function checkStock(lines: readonly BasketLine[]): Checked<null> {
  const short = optionQuantities(lines).some(([, { quantity, stock }]) => stock !== null && stock < quantity);
  return short ? failed(null, problem('insufficient_stock')) : passed(null);
}

/**
 * Takes the basket's limited options from their stock; one conditional update each, so none is
 * oversold. An option unlimited when the basket was read (stock null) is not written: the update
 * changed nothing but took the option's row lock until commit, so every order of that dish waited
 * for the one before it to commit (decision 022).
 */
export async function takeStock(tx: Db, lines: readonly BasketLine[]): Promise<void> {
  for (const [optionId, { quantity, stock }] of optionQuantities(lines)) {
    if (stock === null) continue;
    if (!(await takeOptionStock(tx, optionId, quantity))) throw refusal('insufficient_stock');
  }
}
