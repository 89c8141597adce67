import { useState, type FormEvent } from 'react';
import { emailSchema } from '../../../schemas/account';
import { Button } from '~/ui/button';
import { TextField } from '~/ui/text-field';
import { Alert, Note, Stack } from '~/shop/sign-in/sign-in-parts';

/** First message of a failed parse, or null when the address is fine. */
function emailProblem(value: string): string | null {
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Expected an email address');
}

/**
 * The email form: checked on submit, then again as the player corrects it. `problem` is the server's refusal
 * (rate limit, unreachable), shown under the button.
 */
export function EmailStep({
  defaultEmail = '',
  sending,
  problem,
  onSubmit,
}: {
  defaultEmail?: string;
  sending: boolean;
  problem: string | null;
  onSubmit: (email: string) => void;
}) {
  const [email, setEmail] = useState(defaultEmail);
  const [submitted, setSubmitted] = useState(false);
  const fieldError = submitted ? emailProblem(email) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (sending) return;
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      // Focus the field so its error (joined through aria-describedby) is read out.
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Sign in with email">
      <Stack>
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="you@example.com"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError ?? undefined}
        />
        <Button type="submit" size="large" fullWidth loading={sending}>
          {sending ? 'Sending your code…' : 'Email me a code'}
        </Button>
        {problem ? <Alert role="alert">{problem}</Alert> : null}
        <Note>We will email you a 6-digit code. No password needed.</Note>
      </Stack>
    </form>
  );
}
