import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import type { createdLinkCodeSchema } from '../../../schemas/sign-in';
import type { Countdown } from '~/lib/time';
import { useCountdown } from '~/lib/use-countdown';
import { Button } from '~/ui/button';
import { Skeleton } from '~/ui/skeleton';
import { styled } from '~/ui/styled';
import * as styles from './link-code.css';
import { toast } from '~/ui/use-toast';
import { ErrorLine } from '~/shop/account/account-parts';
import { accountKeys, useLinkCodes } from '~/shop/account/account-queries';
import { Announcer } from '~/shop/sign-in/sign-in-parts';
import { signInProblem } from '~/shop/sign-in/sign-in-errors';

export type CreatedLinkCode = z.output<typeof createdLinkCodeSchema>;

const Box = styled('div', styles.box);
const Steps = styled('div', styles.steps);
const Tiles = styled('div', styles.tiles);
const Tile = styled('span', styles.tile);
const Dash = styled('span', styles.dash);
const Timer = styled('p', styles.timer);
const Help = styled('p', styles.help);
const Qr = styled('img', styles.qr);
const Actions = styled('div', styles.actions);

/** `ABCDEFGH` -> `['ABCD', 'EFGH']`: read aloud in two halves. */
export function codeGroups(code: string): string[] {
  return code.match(/.{1,4}/g) ?? [code];
}
const Waiting = styled('p', styles.waiting);

function Remaining({ left }: { left: Countdown }) {
  const minutes = left.hours * 60 + left.minutes;
  if (left.done) return <Timer>This code has expired. Get a new one to link your game account.</Timer>;
  return (
    <Timer>
      Expires in{' '}
      <time dateTime={`PT${minutes}M${left.seconds}S`}>
        {minutes}:{String(left.seconds).padStart(2, '0')}
      </time>
    </Timer>
  );
}

/** Once the game confirms the code on show, the page says so and shows the new account. */
function useConfirmation(shop: string, code: CreatedLinkCode | undefined, expired: boolean, onLinked: () => void) {
  const queryClient = useQueryClient();
  const codes = useLinkCodes(shop, Boolean(code) && !expired);
  const status = codes.data?.codes.find((entry) => entry.code === code?.code)?.status;
  useEffect(() => {
    if (status !== 'LINKED') return;
    void queryClient.invalidateQueries({ queryKey: accountKeys.me(shop) });
    toast({
      title: 'Game account linked',
      description: 'Your purchases can now reach it in the game.',
      variant: 'success',
    });
    onLinked();
  }, [status, queryClient, shop, onLinked]);
}

/** The code the player types in the game, with its QR for the game's app and the time it has left. */
export function LinkCodeView({
  shop,
  creation,
  onLinked,
  onClose,
}: {
  shop: string;
  creation: UseMutationResult<CreatedLinkCode, unknown, void>;
  onLinked: () => void;
  onClose: () => void;
}) {
  const code = creation.data;
  const left = useCountdown(code?.expiresAt ?? 0, Date.now());
  useConfirmation(shop, code, left.done, onLinked);
  if (creation.isError) {
    return (
      <Box>
        <Steps>
          <ErrorLine role="alert">{signInProblem(creation.error).message}</ErrorLine>
          <Actions>
            <Button onClick={() => creation.mutate()}>Try again</Button>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
          </Actions>
        </Steps>
      </Box>
    );
  }
  if (!code) {
    return (
      <Box aria-busy="true">
        <Announcer role="status">Creating your link code…</Announcer>
        <Steps>
          <Skeleton height="3.5rem" width="min(100%, 24rem)" />
          <Skeleton height="0.9rem" width="60%" />
        </Steps>
        <Skeleton height="10.5rem" width="10.5rem" radius="input" />
      </Box>
    );
  }
  const groups = codeGroups(code.code);
  return (
    <Box>
      <Steps>
        <Help>In the game, open the account settings, choose “Link shop account” and enter this code:</Help>
        <Announcer>Your link code is {groups.map((group) => group.split('').join(' ')).join(', then ')}</Announcer>
        <Tiles aria-hidden="true">
          {groups.map((group, index) => (
            <Tiles key={index}>
              {index > 0 ? <Dash /> : null}
              {group.split('').map((char, at) => (
                <Tile key={at}>{char}</Tile>
              ))}
            </Tiles>
          ))}
        </Tiles>
        <Remaining left={left} />
        {left.done ? null : <Waiting role="status">Waiting for the game to confirm the code…</Waiting>}
        <Actions>
          {left.done ? (
            <Button loading={creation.isPending} onClick={() => creation.mutate()}>
              Get a new code
            </Button>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(groups.join('-')).then(() => toast({ title: 'Code copied' }));
            }}
          >
            Copy code
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </Actions>
      </Steps>
      <Qr
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.qrSvg)}`}
        alt={`QR code of the link code ${groups.join('-')}`}
        width={160}
        height={160}
      />
    </Box>
  );
}
