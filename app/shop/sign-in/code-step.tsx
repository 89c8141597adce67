import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LOGIN_CODE_LENGTH } from '../../../schemas/sign-in';
import { useCountdown } from '~/lib/use-countdown';
import { Button } from '~/ui/button';
import { OneTimeCodeInput } from '~/ui/one-time-code-input';
import { styled } from '~/ui/styled';
import * as styles from './code-step.css';
import type { SignInProblem } from '~/shop/sign-in/sign-in-errors';
import { Announcer, EnvelopeGlyph, Note, Row, Stack } from '~/shop/sign-in/sign-in-parts';

const Intro = styled('div', styles.intro);
const Address = styled('strong', styles.address);
const Wait = styled('span', styles.wait);

const INCOMPLETE = `Enter all ${LOGIN_CODE_LENGTH} digits of the code.`;

function clock(minutes: number, seconds: number) {
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Resending waits for the server's time; until then the wait is shown, so the control is never a dead button. */
function Resend({ at, sending, onResend }: { at: number; sending: boolean; onResend: () => void }) {
  const left = useCountdown(at, Date.now());
  if (!left.done && !sending) return <Wait>New code in {clock(left.hours * 60 + left.minutes, left.seconds)}</Wait>;
  return (
    <Button variant="ghost" size="small" loading={sending} onClick={onResend}>
      {sending ? 'Sending…' : 'Send a new code'}
    </Button>
  );
}

export function CodeStep({
  email,
  resendAt,
  verifying,
  resending,
  problem,
  notice,
  onSubmit,
  onResend,
  onChangeEmail,
}: {
  email: string;
  /** When the server accepts another send (ms since the epoch). */
  resendAt: number;
  verifying: boolean;
  resending: boolean;
  problem: SignInProblem | null;
  /** A calm status line ("We sent a new code"), announced politely. */
  notice: string | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
}) {
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const codeId = `sign-in-code-${useId().replace(/:/g, '')}`;
  const shown = useRef<SignInProblem | null>(null);

  // A refused code is cleared and the first slot takes focus again, ready for the next try.
  useEffect(() => {
    if (problem === shown.current) return;
    shown.current = problem;
    if (!problem) return;
    setCode('');
    document.getElementById(codeId)?.focus();
  }, [problem, codeId]);

  const submit = (value: string) => {
    if (verifying) return;
    if (value.length !== LOGIN_CODE_LENGTH) {
      setIncomplete(true);
      document.getElementById(codeId)?.focus();
      return;
    }
    setIncomplete(false);
    onSubmit(value);
  };
  const error = incomplete ? INCOMPLETE : (problem?.message ?? undefined);

  return (
    <form
      noValidate
      aria-label="Enter your sign-in code"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit(code);
      }}
    >
      <Stack>
        <Intro>
          <EnvelopeGlyph />
          <Note>
            We sent a {LOGIN_CODE_LENGTH}-digit code to <Address>{email}</Address>. It is valid for 10 minutes.
          </Note>
        </Intro>
        <OneTimeCodeInput
          id={codeId}
          length={LOGIN_CODE_LENGTH}
          label="Sign-in code"
          value={code}
          onChange={(next) => {
            setCode(next);
            if (incomplete && next.length === LOGIN_CODE_LENGTH) setIncomplete(false);
          }}
          onComplete={submit}
          error={error}
          autoFocus
        />
        <Announcer role="alert">{error ?? ''}</Announcer>
        <Announcer role="status">{notice ?? ''}</Announcer>
        <Button type="submit" size="large" fullWidth loading={verifying}>
          {verifying ? 'Checking your code…' : 'Sign in'}
        </Button>
        <Row>
          <Button variant="ghost" size="small" onClick={onChangeEmail}>
            Use another email
          </Button>
          <Resend at={resendAt} sending={resending} onResend={onResend} />
        </Row>
      </Stack>
    </form>
  );
}
