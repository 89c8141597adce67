import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { redeemLinkCode } from '../../../schemas/api/login';
import { linkCodeSchema } from '../../../schemas/sign-in';
import { Button } from '~/ui/button';
import { styled } from '~/ui/styled';
import * as styles from './redeem-code-form.css';
import { TextField } from '~/ui/text-field';
import { toast } from '~/ui/use-toast';
import { accountKeys } from '~/shop/account/account-queries';
import { accountName } from '~/shop/account/unlink-dialog';
import { signInProblem } from '~/shop/sign-in/sign-in-errors';
import { Announcer } from '~/shop/sign-in/sign-in-parts';
import { useViewerApi } from '~/shop/viewer-api';

const Form = styled('form', styles.form);
const Actions = styled('div', styles.actions);

/** "Have a code from the game?": the game showed the player a code; typing it here links that game account. */
export function RedeemCodeForm({ shop, onDone }: { shop: string; onDone: () => void }) {
  const api = useViewerApi();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const redeem = useMutation({
    mutationFn: (value: string) => api.call(redeemLinkCode, { body: { code: value } }),
    onSuccess: async (account) => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.me(shop) });
      toast({ title: `Linked ${accountName(account)}`, variant: 'success' });
      onDone();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (redeem.isPending) return;
    const parsed = linkCodeSchema.safeParse(code);
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message ?? 'Expected the code the game showed you');
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setLocalError(null);
    redeem.mutate(parsed.data);
  };
  const error = localError ?? (redeem.isError ? signInProblem(redeem.error).message : undefined);
  return (
    <Form noValidate onSubmit={submit} aria-label="Enter a code from the game">
      <TextField
        label="Code from the game"
        name="code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="ABCD-EFGH"
        helperText="Letters and digits, as the game shows them. Dashes and spaces are fine."
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        autoFocus
      />
      <Actions>
        <Button type="submit" loading={redeem.isPending}>
          {redeem.isPending ? 'Linking…' : 'Link account'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </Actions>
      <Announcer role="alert">{error ?? ''}</Announcer>
    </Form>
  );
}
