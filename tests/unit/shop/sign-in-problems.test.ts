import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../app/lib/errors';
import { signInProblem } from '../../../app/shop/sign-in/sign-in-errors';

// What the sign-in dialog tells a player when a step fails: one clear sentence, the server's own words where it has
// some, and a kind the screen reacts to (ask for a new code, wait, fix the field).

const failed = (status: number, code?: string, message?: string, fields?: unknown) =>
  new ApiError(status, code === undefined ? null : { error: { code, message, ...(fields ? { fields } : {}) } });

describe('a failed sign-in step', () => {
  it('is a connection problem when no answer came', () => {
    expect(signInProblem(new TypeError('Failed to fetch'))).toEqual({
      kind: 'offline',
      message: 'We could not reach the shop. Check your connection and try again.',
    });
  });

  it('keeps the server’s count of tries left for a wrong code, with a fallback', () => {
    expect(signInProblem(failed(400, 'invalid_code', 'Wrong code: 3 tries left'))).toEqual({
      kind: 'wrong-code',
      message: 'Wrong code: 3 tries left',
    });
    expect(signInProblem(failed(400, 'invalid_code')).message).toBe(
      'That code is not right. Check the email and try again.',
    );
  });

  it('asks for a new code when the code expired or was spent, and when the sign-in token ran out', () => {
    expect(signInProblem(failed(400, 'expired_code'))).toMatchObject({ kind: 'expired' });
    expect(signInProblem(failed(400, 'spent_code'))).toMatchObject({
      kind: 'spent',
      message: expect.stringContaining('Ask for a new one'),
    });
    for (const code of ['invalid_token', 'expired_token', 'spent_token']) {
      expect(signInProblem(failed(401, code))).toEqual({
        kind: 'expired',
        message: 'This sign-in took too long. Ask for a new code and try again.',
      });
    }
  });

  it('says to wait when rate-limited, in the server’s words when it gave some', () => {
    expect(signInProblem(failed(429, 'rate_limited', 'Wait 40 seconds'))).toEqual({
      kind: 'rate-limited',
      message: 'Wait 40 seconds',
    });
    expect(signInProblem(failed(429)).message).toBe('Too many attempts. Wait a little and try again.');
  });

  it('shows the first field’s message of a refused input, else the server’s, else a general one', () => {
    expect(
      signInProblem(failed(400, 'invalid_input', 'Invalid input', [{ path: 'email', message: 'Expected an email' }])),
    ).toEqual({ kind: 'invalid', message: 'Expected an email' });
    expect(signInProblem(failed(422, 'invalid_input', 'Not allowed', [42])).message).toBe('Not allowed');
    expect(signInProblem(failed(422, 'invalid_input', 'Not allowed', 'email'))).toMatchObject({
      message: 'Not allowed',
    });
    expect(signInProblem(failed(400)).message).toBe('Check what you entered and try again.');
  });

  it('never shows a server error’s own text, but does show a refusal’s', () => {
    expect(signInProblem(failed(500, 'internal', 'TypeError at line 3'))).toEqual({
      kind: 'failed',
      message: 'Something went wrong on our side. Try again in a moment.',
    });
    expect(signInProblem(failed(403, 'forbidden', 'This shop does not take email sign-in'))).toEqual({
      kind: 'failed',
      message: 'This shop does not take email sign-in',
    });
    expect(signInProblem(failed(404)).message).toBe('Something went wrong on our side. Try again in a moment.');
  });
});
