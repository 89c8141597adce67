import { describe, it, expect } from 'vitest';
import { ApiError, PaymentProviderError, ProductError } from '~/lib/errors';

describe('ApiError', () => {
  it('takes its message from a body shaped { error: { code, message } }', () => {
    const error = new ApiError(409, { error: { code: 'CART_CONFLICT', message: 'The cart changed' } });
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('The cart changed');
    expect(error.status).toBe(409);
    expect(error.body).toEqual({ error: { code: 'CART_CONFLICT', message: 'The cart changed' } });
    expect(error.name).toBe('ApiError');
  });

  it('falls back to "Request failed with status N" for any other body', () => {
    expect(new ApiError(502, '<html>Bad gateway</html>').message).toBe('Request failed with status 502');
    expect(new ApiError(500, { error: { code: 'X' } }).message).toBe('Request failed with status 500');
    expect(new ApiError(500, null).message).toBe('Request failed with status 500');
  });

  it('prefers an explicit message', () => {
    expect(new ApiError(400, { error: { code: 'X', message: 'from body' } }, 'explicit').message).toBe('explicit');
  });
});

describe('ProductError', () => {
  it('shows the player "Something went wrong: {message}"', () => {
    const error = new ProductError('the offer has expired');
    expect(error.userMessage).toBe('Something went wrong: the offer has expired');
    expect(error.message).toBe('the offer has expired');
    expect(error.serverError).toBeUndefined();
  });

  it('carries the server error behind it', () => {
    const serverError = new ApiError(410, { error: { code: 'OFFER_EXPIRED', message: 'Gone' } });
    expect(new ProductError('the offer has expired', serverError).serverError).toBe(serverError);
  });
});

describe('PaymentProviderError', () => {
  const fields = {
    charge: 'ch_1',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    doc_url: 'https://docs.example/card-declined',
    message: 'Your card has insufficient funds.',
    param: 'card_number',
    payment_intent: 'pi_1',
    payment_method: 'pm_1',
    setup_intent: 'seti_1',
    source: 'src_1',
    type: 'card_error',
  };

  it('keeps every provider field under its snake_case name', () => {
    const error = new PaymentProviderError(fields);
    expect(error).toBeInstanceOf(Error);
    expect({ ...error, message: error.message }).toMatchObject(fields);
  });

  it('reads a provider error that arrived as plain data, taking ids of expanded objects', () => {
    const error = PaymentProviderError.fromUnknown({
      ...fields,
      payment_intent: { id: 'pi_2', status: 'requires_payment_method' },
    });
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error?.payment_intent).toBe('pi_2');
    expect(error?.decline_code).toBe('insufficient_funds');
  });

  it('does not mistake other values for provider errors', () => {
    expect(PaymentProviderError.fromUnknown({ message: 'no type' })).toBeNull();
    expect(PaymentProviderError.fromUnknown({ type: 'card_error' })).toBeNull();
    expect(PaymentProviderError.fromUnknown(new Error('plain'))).toBeNull();
    expect(PaymentProviderError.fromUnknown('card_error')).toBeNull();
  });
});
