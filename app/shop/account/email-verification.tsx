import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { emailSchema } from '../../../schemas/account';
import { sendEmailVerification, verifyEmail } from '../../../schemas/api/login';
import { LOGIN_CODE_LENGTH, type emailVerificationSchema } from '../../../schemas/sign-in';
import { Button } from '~/ui/button';
import { OneTimeCodeInput } from '~/ui/one-time-code-input';
import { styled } from '~/ui/styled';
import * as styles from './email-verification.css';
import { TextField } from '~/ui/text-field';
import { toast } from '~/ui/use-toast';
import {
  Badge,
  EmptyState,
  ErrorLine,
  formatDate,
  Item,
  ItemMeta,
  ItemText,
  ItemTitle,
  List,
  ListSkeleton,
  Panel,
} from '~/shop/account/account-parts';
import { accountKeys, useEmailVerifications, useMe } from '~/shop/account/account-queries';
import { signInProblem } from '~/shop/sign-in/sign-in-errors';
import { Announcer } from '~/shop/sign-in/sign-in-parts';
import { useViewerApi } from '~/shop/viewer-api';

type Verification = z.output<typeof emailVerificationSchema>;

const Box = styled('div', styles.box);
const Row = styled('div', styles.row);
const SendForm = styled('form', styles.sendForm);

const statusCopy = {
  VERIFIED: { tone: 'good', label: 'Verified' },
  PENDING: { tone: 'waiting', label: 'Code sent' },
  EXPIRED: { tone: 'muted', label: 'Expired' },
} as const;

/** Typing the emailed code for one verification. */
function VerifyCode({ shop, verification, onDone }: { shop: string; verification: Verification; onDone: () => void }) {
  const api = useViewerApi();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const verify = useMutation({
    mutationFn: (value: string) => api.call(verifyEmail, { body: { verificationId: verification.id, code: value } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.all(shop) });
      toast({ title: `${verification.email} is verified`, variant: 'success' });
      onDone();
    },
    onError: () => setCode(''),
  });
  const submit = (value: string) => {
    if (!verify.isPending && value.length === LOGIN_CODE_LENGTH) verify.mutate(value);
  };
  const error = verify.isError ? signInProblem(verify.error).message : undefined;
  return (
    <Box>
      <ItemMeta as="p">
        Enter the {LOGIN_CODE_LENGTH}-digit code we sent to <strong>{verification.email}</strong>.
      </ItemMeta>
      <OneTimeCodeInput
        length={LOGIN_CODE_LENGTH}
        label="Verification code"
        value={code}
        onChange={setCode}
        onComplete={submit}
        error={error}
        autoFocus
      />
      <Announcer role="alert">{error ?? ''}</Announcer>
      <Row>
        <Button loading={verify.isPending} onClick={() => submit(code)}>
          {verify.isPending ? 'Verifying…' : 'Verify'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </Row>
    </Box>
  );
}

/** Sends a verification code to an address the player types (their own by default). */
function SendVerification({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string;
  onSent: (verification: Verification) => void;
}) {
  const api = useViewerApi();
  const [email, setEmail] = useState(defaultEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (address: string) => api.call(sendEmailVerification, { body: { email: address } }),
    onSuccess: onSent,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Expected an email address');
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setFieldError(null);
    send.mutate(parsed.data);
  };
  const error = fieldError ?? (send.isError ? signInProblem(send.error).message : undefined);
  return (
    <SendForm noValidate onSubmit={submit} aria-label="Verify an email address">
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <Announcer role="alert">{error ?? ''}</Announcer>
      <Row>
        <Button type="submit" variant="secondary" loading={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send a verification code'}
        </Button>
      </Row>
    </SendForm>
  );
}

/** The player's email addresses and whether each is verified; a verified address receives receipts. */
export function EmailVerification({ shop, playerEmail }: { shop: string; playerEmail: string | null }) {
  const list = useEmailVerifications(shop);
  const me = useMe(shop);
  const queryClient = useQueryClient();
  const [entering, setEntering] = useState<Verification | null>(null);
  const verifications = list.data?.verifications ?? [];
  // An address the player signs in with was proven by that sign-in; it is listed even without a verification.
  const signInEmails = [
    ...new Set(
      (me.data?.linkedAccounts ?? [])
        .filter((account) => account.provider !== 'GAME' && account.email)
        .map((account) => account.email!),
    ),
  ].filter((email) => !verifications.some((entry) => entry.email === email));
  const known = (email: string | null) =>
    email !== null && (signInEmails.includes(email) || verifications.some((entry) => entry.email === email));
  return (
    <Panel id="email" title="Email" hint="A verified address receives your receipts and can recover your account.">
      {list.isPending ? (
        <ListSkeleton rows={1} />
      ) : list.isError ? (
        <ErrorLine role="alert">{signInProblem(list.error).message}</ErrorLine>
      ) : verifications.length === 0 && signInEmails.length === 0 ? (
        <EmptyState title="No verified email yet">Send yourself a code to verify an address.</EmptyState>
      ) : (
        <List aria-label="Email addresses">
          {signInEmails.map((email) => (
            <Item key={`sign-in-${email}`}>
              <ItemText>
                <ItemTitle>{email}</ItemTitle>
                <ItemMeta>You sign in with this address</ItemMeta>
              </ItemText>
              <Badge tone="good">Sign-in email</Badge>
            </Item>
          ))}
          {verifications.map((verification) => {
            const status = statusCopy[verification.status];
            return (
              <Item key={verification.id}>
                <ItemText>
                  <ItemTitle>{verification.email}</ItemTitle>
                  <ItemMeta>
                    {verification.verifiedAt
                      ? `Verified ${formatDate(verification.verifiedAt)}`
                      : `Code sent ${formatDate(verification.createdAt)}`}
                  </ItemMeta>
                </ItemText>
                <Badge tone={status.tone}>{status.label}</Badge>
                {verification.status === 'PENDING' && entering?.id !== verification.id ? (
                  <Button variant="ghost" size="small" onClick={() => setEntering(verification)}>
                    Enter code
                  </Button>
                ) : null}
              </Item>
            );
          })}
        </List>
      )}
      {entering ? (
        <VerifyCode key={entering.id} shop={shop} verification={entering} onDone={() => setEntering(null)} />
      ) : list.isSuccess && !me.isPending ? (
        <SendVerification
          key={known(playerEmail) ? 'blank' : 'own'}
          defaultEmail={known(playerEmail) ? '' : (playerEmail ?? '')}
          onSent={(verification) => {
            void queryClient.invalidateQueries({ queryKey: accountKeys.verifications(shop) });
            setEntering(verification);
          }}
        />
      ) : null}
    </Panel>
  );
}
