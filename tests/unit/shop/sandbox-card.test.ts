import { describe, expect, it } from 'vitest';
import { SandboxScenario } from '../../../schemas/commerce';
import {
  formatCardNumber,
  formatExpiry,
  readSandboxCard,
  sandboxTestCards,
  scenarioForCardNumber,
} from '../../../app/shop/checkout/sandbox-card';

const now = new Date('2027-03-15T12:00:00Z');
const valid = { expiry: '12 / 30', cvc: '123' };

describe('the sandbox card form', () => {
  it.each([
    ['4242424242424242', 'card_success'],
    ['4000000000000002', 'card_generic_decline'],
    ['4000000000009995', 'card_insufficient_funds'],
    ['4000000000000069', 'card_expired'],
    ['4000000000000127', 'card_incorrect_cvc'],
    ['4000000000000119', 'card_processing_error'],
    ['4000002760003184', 'card_3ds_required'],
  ])('maps the published test number %s to the scenario %s', (number, scenario) => {
    expect(scenarioForCardNumber(number)).toBe(scenario);
    expect(readSandboxCard({ number, ...valid }, now)).toEqual({ ok: true, scenario });
  });

  it('sends only scenario ids the server knows', () => {
    for (const card of sandboxTestCards) expect(SandboxScenario.safeParse(card.scenario).success).toBe(true);
  });

  it('accepts a test number typed with spaces or dashes', () => {
    expect(scenarioForCardNumber('4242 4242 4242 4242')).toBe('card_success');
    expect(scenarioForCardNumber('4000-0027-6000-3184')).toBe('card_3ds_required');
  });

  it('refuses any other number, including real-looking cards, and says to use a test number', () => {
    for (const number of ['4111111111111111', '5555555555554444', '424242424242424', '42424242424242421']) {
      expect(scenarioForCardNumber(number)).toBeNull();
      const read = readSandboxCard({ number, ...valid }, now);
      expect(read).toEqual({
        ok: false,
        errors: { number: 'Test mode: use one of the test card numbers listed below' },
      });
    }
    expect(readSandboxCard({ number: '', ...valid }, now)).toEqual({
      ok: false,
      errors: { number: 'Enter a card number' },
    });
  });

  it('asks for an expiry in the future and a 3-digit CVC', () => {
    const number = '4242424242424242';
    expect(readSandboxCard({ number, expiry: '02 / 27', cvc: '12' }, now)).toEqual({
      ok: false,
      errors: { expiry: 'This expiry date is in the past', cvc: 'Enter the 3-digit CVC' },
    });
    expect(readSandboxCard({ number, expiry: '13/30', cvc: '123' }, now)).toEqual({
      ok: false,
      errors: { expiry: 'Enter the expiry as MM / YY' },
    });
    expect(readSandboxCard({ number, expiry: '03/27', cvc: '123' }, now)).toEqual({
      ok: true,
      scenario: 'card_success',
    });
  });

  it('formats the number and expiry as the player types', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42a42')).toBe('4242');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('1')).toBe('1');
  });
});
