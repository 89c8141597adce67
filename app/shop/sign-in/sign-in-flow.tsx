import { useState } from 'react';
import type { SignInResult } from '../../../schemas/account';
import {
  checkCustomLoginCode,
  exchangeCustomLoginAuthToken,
  generateCustomLoginCode,
  getLoginRedirectUrl,
} from '../../../schemas/api/login';
import { LOGIN_CODE_RESEND_AFTER_MS, type LoginOption } from '../../../schemas/sign-in';
import { Button } from '~/ui/button';
import { Skeleton } from '~/ui/skeleton';
import { CodeStep } from '~/shop/sign-in/code-step';
import { EmailStep } from '~/shop/sign-in/email-step';
import { signInProblem, type SignInProblem } from '~/shop/sign-in/sign-in-errors';
import { Alert, Announcer, Divider, Note, ProviderGlyph, Stack } from '~/shop/sign-in/sign-in-parts';
import { useLoginOptions } from '~/shop/sign-in/use-login-options';
import { useViewerApi } from '~/shop/viewer-api';

type Step = { kind: 'choose' } | { kind: 'code'; email: string; attemptId: string; resendAt: number };
type Busy = null | 'send' | 'verify' | 'resend' | { redirect: string };

function resendTime(resendAvailableAt: string): number {
  const at = Date.parse(resendAvailableAt);
  return Number.isNaN(at) ? Date.now() + LOGIN_CODE_RESEND_AFTER_MS : at;
}

function LoadingOptions() {
  return (
    <Stack aria-busy="true">
      <Announcer role="status">Loading sign-in options…</Announcer>
      <Skeleton height="3rem" radius="card" />
      <Skeleton height="0.75rem" width="40%" />
      <Skeleton height="2.75rem" />
      <Skeleton height="3rem" radius="card" />
    </Stack>
  );
}

/**
 * Signing in to one shop: the shop's providers, then for email the code sent to it. Redirect providers leave
 * the page; the email code ends in `onSignedIn` once the session cookie is set.
 */
export function SignInFlow({
  shop,
  returnTo,
  onSignedIn,
}: {
  shop: string;
  /** Where a redirect provider brings the player back to (a path on this site). */
  returnTo?: string;
  onSignedIn: (result: SignInResult) => void;
}) {
  const api = useViewerApi();
  const options = useLoginOptions(api, shop);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState<Busy>(null);
  const [chooseProblem, setChooseProblem] = useState<string | null>(null);
  const [codeProblem, setCodeProblem] = useState<SignInProblem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');

  const sendCode = async (email: string, kind: 'send' | 'resend') => {
    setBusy(kind);
    setLastEmail(email);
    try {
      const attempt = await api.call(generateCustomLoginCode, { body: { shop, email } });
      setStep({ kind: 'code', email, attemptId: attempt.attemptId, resendAt: resendTime(attempt.resendAvailableAt) });
      setCodeProblem(null);
      setChooseProblem(null);
      setNotice(kind === 'resend' ? `We sent a new code to ${email}.` : null);
    } catch (error) {
      if (kind === 'send') setChooseProblem(signInProblem(error).message);
      else setCodeProblem(signInProblem(error));
    } finally {
      setBusy(null);
    }
  };

  const verify = async (attemptId: string, code: string) => {
    setBusy('verify');
    setNotice(null);
    try {
      const checked = await api.call(checkCustomLoginCode, { body: { attemptId, code } });
      const result = await api.call(exchangeCustomLoginAuthToken, { body: { token: checked.authToken } });
      setBusy(null);
      onSignedIn(result);
    } catch (error) {
      setBusy(null);
      setCodeProblem(signInProblem(error));
    }
  };

  const redirect = async (option: LoginOption) => {
    setBusy({ redirect: option.id });
    setChooseProblem(null);
    try {
      const { url } = await api.call(getLoginRedirectUrl, {
        params: { provider: option.id },
        query: { shop, return_to: returnTo },
      });
      // The button keeps its spinner while the provider's page loads.
      window.location.assign(url);
    } catch (error) {
      setBusy(null);
      setChooseProblem(signInProblem(error).message);
    }
  };

  if (step.kind === 'code') {
    return (
      <CodeStep
        key={step.attemptId}
        email={step.email}
        resendAt={step.resendAt}
        verifying={busy === 'verify'}
        resending={busy === 'resend'}
        problem={codeProblem}
        notice={notice}
        onSubmit={(code) => void verify(step.attemptId, code)}
        onResend={() => void sendCode(step.email, 'resend')}
        onChangeEmail={() => {
          setCodeProblem(null);
          setStep({ kind: 'choose' });
        }}
      />
    );
  }

  if (options.state.status === 'loading') return <LoadingOptions />;
  if (options.state.status === 'error') {
    return (
      <Stack>
        <Alert role="alert">{options.state.message}</Alert>
        <Button variant="secondary" onClick={options.retry}>
          Try again
        </Button>
      </Stack>
    );
  }
  const providers = options.state.providers;
  const redirects = providers.filter((provider) => provider.type !== 'CUSTOM');
  const email = providers.some((provider) => provider.type === 'CUSTOM');
  if (providers.length === 0) {
    return <Note role="status">This shop has not turned on sign-in yet. Please check back later.</Note>;
  }
  return (
    <Stack>
      {redirects.map((provider) => {
        const loading = typeof busy === 'object' && busy?.redirect === provider.id;
        return (
          <Button
            key={provider.id}
            variant="secondary"
            size="large"
            fullWidth
            loading={loading}
            leading={<ProviderGlyph type={provider.type} />}
            onClick={() => void redirect(provider)}
          >
            {loading ? `Opening ${provider.label}…` : `Continue with ${provider.label}`}
          </Button>
        );
      })}
      {redirects.length > 0 && email ? <Divider>or use your email</Divider> : null}
      {email ? (
        <EmailStep
          defaultEmail={lastEmail}
          sending={busy === 'send'}
          problem={chooseProblem}
          onSubmit={(address) => void sendCode(address, 'send')}
        />
      ) : chooseProblem ? (
        <Alert role="alert">{chooseProblem}</Alert>
      ) : null}
    </Stack>
  );
}
