import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { LinkedAccount } from '../../../schemas/account';
import { createLinkCode } from '../../../schemas/api/login';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './game-accounts.css';
import {
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
  ItemMark,
} from '~/shop/account/account-parts';
import { useMe } from '~/shop/account/account-queries';
import { LinkCodeView } from '~/shop/account/link-code';
import { RedeemCodeForm } from '~/shop/account/redeem-code-form';
import { accountName, UnlinkDialog } from '~/shop/account/unlink-dialog';
import { signInProblem } from '~/shop/sign-in/sign-in-errors';
import { useViewerApi } from '~/shop/viewer-api';

const Actions = styled('div', styles.actions);

type Mode = 'idle' | 'link' | 'redeem';

/** The player's game accounts in this shop: link one with a code (either way round), unlink with a confirmation. */
export function GameAccounts({ shop }: { shop: string }) {
  const api = useViewerApi();
  const me = useMe(shop);
  const [mode, setMode] = useState<Mode>('idle');
  const [unlinking, setUnlinking] = useState<LinkedAccount | null>(null);
  const creation = useMutation({ mutationFn: () => api.call(createLinkCode) });
  const close = useCallback(() => setMode('idle'), []);
  const games = me.data?.linkedAccounts.filter((account) => account.provider === 'GAME') ?? [];

  return (
    <Panel
      id="game-accounts"
      title="Game accounts"
      hint="Link your game account so purchases and rewards arrive in the game."
    >
      {me.isPending ? (
        <ListSkeleton />
      ) : me.isError ? (
        <ErrorLine role="alert">{signInProblem(me.error).message}</ErrorLine>
      ) : games.length === 0 ? (
        <EmptyState title="No game account linked yet">Link one below: it takes a code and a few seconds.</EmptyState>
      ) : (
        <List aria-label="Linked game accounts">
          {games.map((account) => (
            <Item key={account.id}>
              <ItemMark aria-hidden="true">
                <Icon name="user" size={20} />
              </ItemMark>
              <ItemText>
                <ItemTitle>{accountName(account)}</ItemTitle>
                <ItemMeta>
                  ID {account.externalId} · linked {formatDate(account.linkedAt)}
                </ItemMeta>
              </ItemText>
              <Button
                variant="ghost"
                size="small"
                onClick={() => setUnlinking(account)}
                aria-label={`Unlink ${accountName(account)}`}
              >
                Unlink
              </Button>
            </Item>
          ))}
        </List>
      )}
      {mode === 'link' ? <LinkCodeView shop={shop} creation={creation} onLinked={close} onClose={close} /> : null}
      {mode === 'redeem' ? <RedeemCodeForm shop={shop} onDone={close} /> : null}
      {mode === 'idle' ? (
        <Actions>
          <Button
            leading={<Icon name="plus" />}
            onClick={() => {
              setMode('link');
              creation.mutate();
            }}
          >
            Link a game account
          </Button>
          <Button variant="ghost" onClick={() => setMode('redeem')}>
            Have a code from the game?
          </Button>
        </Actions>
      ) : null}
      <UnlinkDialog shop={shop} account={unlinking} onOpenChange={(open) => !open && setUnlinking(null)} />
    </Panel>
  );
}
