import type { SandboxScenario } from '../../../schemas/commerce';

// The sandbox card form accepts only Stripe's published test numbers and turns one into a scenario id: the number
// itself never leaves this module (not sent, not stored, not logged).

export const sandboxTestCards = [
  { number: '4242424242424242', scenario: 'card_success', label: 'Payment succeeds' },
  { number: '4000002760003184', scenario: 'card_3ds_required', label: '3-D Secure check' },
  { number: '4000000000000002', scenario: 'card_generic_decline', label: 'Declined' },
  { number: '4000000000009995', scenario: 'card_insufficient_funds', label: 'Insufficient funds' },
  { number: '4000000000000069', scenario: 'card_expired', label: 'Expired card' },
  { number: '4000000000000127', scenario: 'card_incorrect_cvc', label: 'Incorrect CVC' },
  { number: '4000000000000119', scenario: 'card_processing_error', label: 'Processing error' },
] as const satisfies ReadonlyArray<{ number: string; scenario: SandboxScenario; label: string }>;

export type CardScenario = (typeof sandboxTestCards)[number]['scenario'];

/** Only digits: what a player types may carry spaces or dashes. */
export function cardDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 19);
}

/** `4242424242424242` -> `4242 4242 4242 4242`, as the field shows it. */
export function formatCardNumber(input: string): string {
  return cardDigits(input).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The scenario of a published test number, or null for any other number (a real card is never accepted). */
export function scenarioForCardNumber(input: string): CardScenario | null {
  const digits = cardDigits(input);
  return sandboxTestCards.find((card) => card.number === digits)?.scenario ?? null;
}

/** `1234` -> `12 / 34`; what the expiry field shows while the player types. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export interface SandboxCardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type SandboxCardErrors = Partial<Record<keyof SandboxCardInput, string>>;

/**
 * Checks the form as a card form would: a test number, an expiry in the future (any, like Stripe's test mode),
 * a 3-digit CVC. Returns the scenario to send, or the message of each field in error.
 */
export function readSandboxCard(
  input: SandboxCardInput,
  now: Date,
): { ok: true; scenario: CardScenario } | { ok: false; errors: SandboxCardErrors } {
  const errors: SandboxCardErrors = {};
  const digits = cardDigits(input.number);
  const scenario = scenarioForCardNumber(digits);
  if (digits.length === 0) errors.number = 'Enter a card number';
  else if (!scenario) errors.number = 'Test mode: use one of the test card numbers listed below';

  const expiry = /^(\d{2}) ?\/? ?(\d{2})$/.exec(input.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? 2000 + Number(expiry[2]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = 'Enter the expiry as MM / YY';
  else if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    errors.expiry = 'This expiry date is in the past';
  }

  if (!/^\d{3}$/.test(input.cvc.trim())) errors.cvc = 'Enter the 3-digit CVC';

  if (scenario && Object.keys(errors).length === 0) return { ok: true, scenario };
  return { ok: false, errors };
}
