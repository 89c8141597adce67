import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import type { createdLinkCodeSchema } from '../../../schemas/sign-in';
import type { Countdown } from '~/lib/time';
import { useCountdown } from '~/lib/use-countdown';
import { Button } from '~/ui/button';
import { Skeleton } from '~/ui/skeleton';
import { keyframes, styled } from '~/ui/stitches.config';
import { toast } from '~/ui/use-toast';
import { ErrorLine } from '~/shop/account/account-parts';
import { accountKeys, useLinkCodes } from '~/shop/account/account-queries';
import { Announcer } from '~/shop/sign-in/sign-in-parts';
import { signInProblem } from '~/shop/sign-in/sign-in-errors';

export type CreatedLinkCode = z.output<typeof createdLinkCodeSchema>;

const Box = styled('div', {
  display: 'grid',
  gap: '$4',
  padding: '$3',
  borderRadius: '$input',
  border: '1px solid $accentBorder',
  '@sm': { padding: '$4' },
  background:
    'radial-gradient(20rem 10rem at 0% 0%, color-mix(in srgb, $colors$primary 16%, transparent), transparent), $baseBg',
  '@md': { gridTemplateColumns: '1fr auto', alignItems: 'center' },
});
const Steps = styled('div', { display: 'grid', gap: '$3', minWidth: 0 });
const Tiles = styled('div', { display: 'flex', alignItems: 'center', gap: '0.2rem', '@md': { gap: '0.35rem' } });
const Tile = styled('span', {
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.8rem',
  height: '2.6rem',
  borderRadius: '$input',
  border: '1px solid $accentBorder',
  background: 'linear-gradient(180deg, $bgAccent, $paper)',
  boxShadow: 'inset 0 -3px 0 color-mix(in srgb, $colors$shadow 25%, transparent), 0 0 16px -8px $colors$primary',
  color: '$primaryText',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '1.35rem',
  fontWeight: 700,
  '@md': { width: '2.8rem', height: '3.5rem', fontSize: '1.9rem' },
});
const Dash = styled('span', {
  width: '0.5rem',
  height: 3,
  borderRadius: 2,
  background: '$primary',
  margin: '0 0.15rem',
});
const Timer = styled('p', {
  margin: 0,
  color: '$secondaryText',
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
});
const Help = styled('p', { margin: 0, color: '$secondaryText', fontSize: '0.875rem', lineHeight: 1.5 });
const Qr = styled('img', {
  display: 'none',
  padding: '$2',
  borderRadius: '$input',
  background: '$qrQuietZone',
  '@md': { display: 'block' },
});
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });

/** `ABCDEFGH` -> `['ABCD', 'EFGH']`: read aloud in two halves. */
export function codeGroups(code: string): string[] {
  return code.match(/.{1,4}/g) ?? [code];
}

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });
const Waiting = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  margin: 0,
  color: '$accentText',
  fontSize: '0.875rem',
  fontWeight: 600,
  '&::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: '$pill',
    background: '$primary',
    boxShadow: '0 0 10px $colors$primary',
    animation: `${pulse} 1.4s ease-in-out infinite`,
  },
  '@reducedMotion': { '&::before': { animation: 'none' } },
});

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
