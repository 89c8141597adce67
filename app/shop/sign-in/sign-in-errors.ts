import { ApiError, serverErrorCode, serverErrorMessage } from '~/lib/errors';

/** What went wrong while signing in, in the terms the screen reacts to. */
export type SignInProblemKind = 'wrong-code' | 'expired' | 'spent' | 'rate-limited' | 'invalid' | 'offline' | 'failed';

export interface SignInProblem {
  kind: SignInProblemKind;
  message: string;
}

const OFFLINE = 'We could not reach the shop. Check your connection and try again.';
const FAILED = 'Something went wrong on our side. Try again in a moment.';

function firstFieldMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const fields = (body.error as { fields?: unknown }).fields;
  if (!Array.isArray(fields)) return undefined;
  const first: unknown = fields[0];
  return typeof first === 'object' && first !== null && 'message' in first && typeof first.message === 'string'
    ? first.message
    : undefined;
}

/** Turns a failed sign-in call into one clear sentence; the server's own words win where it has some. */
export function signInProblem(error: unknown): SignInProblem {
  if (!(error instanceof ApiError)) return { kind: 'offline', message: OFFLINE };
  const code = serverErrorCode(error.body);
  const said = serverErrorMessage(error.body);
  switch (code) {
    case 'invalid_code':
      // The server counts the tries left and says so ("Wrong code: 3 tries left").
      return { kind: 'wrong-code', message: said ?? 'That code is not right. Check the email and try again.' };
    case 'expired_code':
      return { kind: 'expired', message: 'This code has expired. Ask for a new one below.' };
    case 'spent_code':
      return {
        kind: 'spent',
        message: 'This code can no longer be used: it was already used or had too many wrong tries. Ask for a new one.',
      };
    case 'invalid_token':
    case 'expired_token':
    case 'spent_token':
      return { kind: 'expired', message: 'This sign-in took too long. Ask for a new code and try again.' };
  }
  if (error.status === 429) {
    return { kind: 'rate-limited', message: said ?? 'Too many attempts. Wait a little and try again.' };
  }
  if (error.status === 400 || error.status === 422) {
    return {
      kind: 'invalid',
      message: firstFieldMessage(error.body) ?? said ?? 'Check what you entered and try again.',
    };
  }
  if (error.status >= 500 && error.status !== 501) return { kind: 'failed', message: FAILED };
  return { kind: 'failed', message: said ?? FAILED };
}
