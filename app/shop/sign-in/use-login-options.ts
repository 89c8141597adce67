import { useCallback, useEffect, useState } from 'react';
import { getLoginOptions } from '../../../schemas/api/login';
import type { LoginOption } from '../../../schemas/sign-in';
import type { ApiClient } from '~/lib/api-client';
import { signInProblem } from '~/shop/sign-in/sign-in-errors';

export type LoginOptionsState =
  { status: 'loading' } | { status: 'ready'; providers: LoginOption[] } | { status: 'error'; message: string };

/** The shop's sign-in providers, asked for when the sign-in screen mounts (so each opening sees fresh settings). */
export function useLoginOptions(api: ApiClient, shop: string): { state: LoginOptionsState; retry: () => void } {
  const [state, setState] = useState<LoginOptionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    api.call(getLoginOptions, { params: { shop } }).then(
      (options) => live && setState({ status: 'ready', providers: options.providers }),
      (error: unknown) => live && setState({ status: 'error', message: signInProblem(error).message }),
    );
    return () => {
      live = false;
    };
  }, [api, shop, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
