import type { RewardBuff } from '../../schemas/cards';

// Reward buffs and other scalings of whole amounts (docs/decisions/048-loyalty-and-reward-buffs.md): integer
// arithmetic in BigInt, so an amount up to Number.MAX_SAFE_INTEGER never loses a unit on the way; a fraction is
// always dropped (floor), never rounded up; a result past Number.MAX_SAFE_INTEGER is refused, not wrapped.

/** Thrown when a scaled amount would no longer be exact as a JavaScript number. */
export class AmountOverflowError extends RangeError {
  override name = 'AmountOverflowError';
}

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

function checkedAmount(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole number of 0 or more`);
  return BigInt(value);
}

function toSafeNumber(value: bigint): number {
  if (value > MAX) throw new AmountOverflowError('The amount is too large to be exact');
  return Number(value);
}

/** floor(amount x numerator / denominator), exact for every safe integer input. */
export function scaleAmount(amount: number, numerator: number, denominator: number): number {
  const den = checkedAmount(denominator, 'The denominator');
  if (den === 0n) throw new RangeError('The denominator must be above 0');
  return toSafeNumber((checkedAmount(amount, 'The amount') * checkedAmount(numerator, 'The numerator')) / den);
}

/** floor(amount x percent / 100): 150 is x1.5, 100 leaves the amount as it is. */
export function applyPercent(amount: number, percent: number): number {
  return scaleAmount(amount, percent, 100);
}

/**
 * The amount a player receives with a buff: `additive` adds `value` units ("+50 bonus"), `multiplier` multiplies by
 * the whole factor `value` ("x2 rewards", as the cards print it). No buff: the amount itself.
 */
export function applyRewardBuff(amount: number, buff: RewardBuff | null | undefined): number {
  const base = checkedAmount(amount, 'The amount');
  if (!buff) return toSafeNumber(base);
  const value = checkedAmount(buff.value, 'The buff value');
  return toSafeNumber(buff.type === 'additive' ? base + value : base * value);
}
