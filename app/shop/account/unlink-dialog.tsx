import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkedAccount } from '../../../schemas/account';
import { unlinkAccount } from '../../../schemas/api/user';
import { Button } from '~/ui/button';
import { Dialog, DialogClose, DialogContent } from '~/ui/dialog';
import { styled } from '~/ui/styled';
import * as styles from './unlink-dialog.css';
import { toast } from '~/ui/use-toast';
import { ErrorLine } from '~/shop/account/account-parts';
import { accountKeys } from '~/shop/account/account-queries';
import { signInProblem } from '~/shop/sign-in/sign-in-errors';
import { useShopPortal } from '~/shop/shop-portal';
import { useViewerApi } from '~/shop/viewer-api';

const Actions = styled('div', styles.actions);

export function accountName(account: LinkedAccount): string {
  return account.displayName ?? account.email ?? account.externalId;
}

/** Asks before unlinking a game account: purchases stop reaching it until it is linked again. */
export function UnlinkDialog({
  shop,
  account,
  onOpenChange,
}: {
  shop: string;
  account: LinkedAccount | null;
  onOpenChange: (open: boolean) => void;
}) {
  const api = useViewerApi();
  const queryClient = useQueryClient();
  const portal = useShopPortal();
  const unlink = useMutation({
    mutationFn: (target: LinkedAccount) =>
      api.call(unlinkAccount, { params: { a: target.provider, b: target.externalId } }),
    onSuccess: async (_nothing, target) => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.me(shop) });
      toast({ title: `Unlinked ${accountName(target)}` });
      onOpenChange(false);
    },
  });
  const name = account ? accountName(account) : '';
  return (
    <Dialog
      open={account !== null}
      onOpenChange={(open) => {
        if (!open) unlink.reset();
        onOpenChange(open);
      }}
    >
      <DialogContent
        title={`Unlink ${name}?`}
        description="Purchases will no longer be delivered to this game account. You can link it again at any time with a new code."
        container={portal}
      >
        {unlink.isError ? <ErrorLine role="alert">{signInProblem(unlink.error).message}</ErrorLine> : null}
        <Actions>
          <DialogClose asChild>
            <Button variant="neutral">Keep it linked</Button>
          </DialogClose>
          <Button variant="destructive" loading={unlink.isPending} onClick={() => account && unlink.mutate(account)}>
            {unlink.isPending ? 'Unlinking…' : 'Unlink'}
          </Button>
        </Actions>
      </DialogContent>
    </Dialog>
  );
}
