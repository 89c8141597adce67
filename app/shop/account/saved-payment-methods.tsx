import { useState } from 'react';
import type { SavedPaymentMethod } from '../../../schemas/saved-methods';
import { Button } from '~/ui/button';
import { Dialog, DialogClose, DialogContent } from '~/ui/dialog';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import { toast } from '~/ui/use-toast';
import * as styles from './saved-payment-methods.css';
import {
  EmptyState,
  ErrorLine,
  Item,
  ItemMeta,
  ItemText,
  ItemTitle,
  List,
  ListSkeleton,
  Panel,
  ItemMark,
} from '~/shop/account/account-parts';
import {
  savedMethodExpiry,
  savedMethodName,
  useRemoveSavedMethod,
  useSavedMethods,
} from '~/shop/saved-methods-queries';
import { useShopPortal } from '~/shop/shop-portal';
import { signInProblem } from '~/shop/sign-in/sign-in-errors';

const Actions = styled('div', styles.actions);

/** The cards the shop's payment provider keeps for the player: see them, remove one after a confirmation. */
export function SavedPaymentMethods({ shop }: { shop: string }) {
  const methods = useSavedMethods(shop);
  const [removing, setRemoving] = useState<SavedPaymentMethod | null>(null);
  return (
    <Panel
      id="payment-methods"
      title="Payment methods"
      hint="Cards you chose to save at checkout. We never see or keep the card number: the payment provider does."
    >
      {methods.isPending ? (
        <ListSkeleton />
      ) : methods.isError ? (
        <ErrorLine role="alert">{signInProblem(methods.error).message}</ErrorLine>
      ) : methods.data.length === 0 ? (
        <EmptyState title="No saved payment methods">
          Tick “Save this card for next time” when you pay, and you can pay in one step next time.
        </EmptyState>
      ) : (
        <List aria-label="Saved payment methods">
          {methods.data.map((method) => (
            <Item key={method.id}>
              <ItemMark aria-hidden="true">
                <Icon name="lock" size={20} />
              </ItemMark>
              <ItemText>
                <ItemTitle>{savedMethodName(method)}</ItemTitle>
                <ItemMeta>{savedMethodExpiry(method) ?? 'Saved with your payment provider'}</ItemMeta>
              </ItemText>
              <Button
                variant="ghost"
                size="small"
                onClick={() => setRemoving(method)}
                aria-label={`Remove ${savedMethodName(method)}`}
              >
                Remove
              </Button>
            </Item>
          ))}
        </List>
      )}
      <RemoveMethodDialog shop={shop} method={removing} onClose={() => setRemoving(null)} />
    </Panel>
  );
}

function RemoveMethodDialog({
  shop,
  method,
  onClose,
}: {
  shop: string;
  method: SavedPaymentMethod | null;
  onClose: () => void;
}) {
  const portal = useShopPortal();
  const remove = useRemoveSavedMethod(shop);
  const name = method ? savedMethodName(method) : '';
  return (
    <Dialog
      open={method !== null}
      onOpenChange={(open) => {
        if (open) return;
        remove.reset();
        onClose();
      }}
    >
      <DialogContent
        title={`Remove ${name}?`}
        description="You will enter the card again the next time you pay with it."
        container={portal}
      >
        {remove.isError ? <ErrorLine role="alert">{signInProblem(remove.error).message}</ErrorLine> : null}
        <Actions>
          <DialogClose asChild>
            <Button variant="neutral">Keep it</Button>
          </DialogClose>
          <Button
            variant="destructive"
            loading={remove.isPending}
            onClick={() =>
              method &&
              remove.mutate(method, {
                onSuccess: () => {
                  toast({ title: `Removed ${name}` });
                  onClose();
                },
              })
            }
          >
            {remove.isPending ? 'Removing…' : 'Remove'}
          </Button>
        </Actions>
      </DialogContent>
    </Dialog>
  );
}
