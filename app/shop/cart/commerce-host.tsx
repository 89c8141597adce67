import { useLocation, useNavigate, useRevalidator } from '@remix-run/react';
import { QueryClientProvider, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Price } from '../../../schemas/cards';
import type { z } from 'zod';
import type { acquireItemResultSchema, Cart } from '../../../schemas/commerce';
import { acquireItemWithVirtualCurrency } from '../../../schemas/api/shop';
import { announceNotAvailableYet, type CardAction } from '~/cards/card-actions';
import { cardTitle } from '~/cards/card-parts';
import { ApiError, serverErrorMessage } from '~/lib/errors';
import { formatPrice } from '~/lib/money';
import { Button } from '~/ui/button';
import { Dialog, DialogClose, DialogContent } from '~/ui/dialog';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './commerce-host.css';
import { toast } from '~/ui/use-toast';
import { cardPurchase } from '~/shop/cart/card-purchase';
import { engagementClaimOf, type EngagementClaim } from '~/shop/engagement/engagement-claims';
import { CartDrawer } from '~/shop/cart/cart-drawer';
import { commerceKeys, commerceQueryClient, problemMessage, useCart, useCartMutation } from '~/shop/cart/cart-queries';
import { unsellableCardCopy } from '~/shop/cart/unsellable-card';
import { attachCommerceHandler, cartBadge, sendCommerceRequest, type CommerceRequest } from '~/shop/cart/cart-store';
import {
  forgetPendingRequest,
  rememberPendingRequest,
  signInReason,
  takePendingRequest,
} from '~/shop/cart/pending-request';
import { buyOnePath, checkoutPath } from '~/shop/checkout/checkout-paths';
import { SignInDialog } from '~/shop/sign-in/sign-in-dialog';
import { useShopPortal } from '~/shop/shop-portal';
import { useViewerApi } from '~/shop/viewer-api';
import { useViewer, useViewerContext } from '~/shop/viewer-context';

// The commerce code of a shop page, loaded on demand (commerce-actions.tsx): the cart drawer, the confirmation of a
// virtual-currency purchase or free claim, and the sign-in prompt for visitors.

type AcquireResult = z.infer<typeof acquireItemResultSchema>;

interface Acquisition {
  itemId: string;
  name: string;
  price: Extract<Price, { kind: 'virtual' | 'free' }>;
}

const Actions = styled('div', styles.actions);
const Offer = styled('div', styles.offer);
const Balance = styled('p', styles.balance);

/** The wallet before and after a virtual-currency purchase, as the page last loaded it. */
function walletAfter(acquisition: Acquisition, wallets: Record<string, number>) {
  if (acquisition.price.kind !== 'virtual') return null;
  const { currencyId, amount } = acquisition.price;
  const before = wallets[currencyId] ?? 0;
  const inCurrency = (value: number) => formatPrice({ kind: 'virtual', amount: value, currencyId });
  return {
    enough: before >= amount,
    before: inCurrency(before),
    after: inCurrency(before - amount),
    short: inCurrency(amount - before),
  };
}

function ConfirmAcquisition({
  shop,
  acquisition,
  onDone,
}: {
  shop: string;
  acquisition: Acquisition | null;
  onDone: () => void;
}) {
  const api = useViewerApi();
  const portal = useShopPortal();
  const revalidator = useRevalidator();
  const wallets = useViewer()?.wallets ?? {};
  const queryClient = useQueryClient();
  const acquire = useMutation({
    mutationFn: async (itemId: string) =>
      (await api.call(acquireItemWithVirtualCurrency, { params: { shop, item: itemId } })) as AcquireResult,
  });
  const free = acquisition?.price.kind === 'free';
  const confirm = () => {
    if (!acquisition) return;
    acquire.mutate(acquisition.itemId, {
      onSuccess: (result) => {
        onDone();
        void queryClient.invalidateQueries({ queryKey: ['commerce', shop] });
        // The page's wallet balances are loader data: read them again.
        revalidator.revalidate();
        toast({
          title: free ? `${acquisition.name} claimed` : `${acquisition.name} is yours`,
          description: result.wallet
            ? `Receipt ${result.receiptNumber}. ${result.wallet.name} left: ${result.wallet.balance.toLocaleString('en-US')}.`
            : `Receipt ${result.receiptNumber}. It is on its way to your game.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        onDone();
        toast({
          title: free ? `${acquisition.name} was not claimed` : `${acquisition.name} was not bought`,
          description: problemMessage(error),
          variant: 'destructive',
        });
      },
    });
  };
  const wallet = acquisition ? walletAfter(acquisition, wallets) : null;
  return (
    <Dialog open={acquisition !== null} onOpenChange={(open) => (open || acquire.isPending ? undefined : onDone())}>
      {acquisition ? (
        <DialogContent
          container={portal}
          title={free ? `Claim ${acquisition.name}?` : `Buy ${acquisition.name}?`}
          description={
            free
              ? 'It is free: it goes straight to your game.'
              : wallet && !wallet.enough
                ? 'Your balance is not enough for this.'
                : 'The price is taken from your wallet at once.'
          }
        >
          <Offer>
            <Icon name={free ? 'gift' : 'coins'} size={22} />
            <span>{acquisition.name}</span>
            <strong>{formatPrice(acquisition.price)}</strong>
          </Offer>
          {wallet ? (
            wallet.enough ? (
              <Balance>
                Balance {wallet.before} → {wallet.after}
              </Balance>
            ) : (
              <Balance data-state="short" role="alert">
                Not enough: your balance is {wallet.before}, {wallet.short} short.
              </Balance>
            )
          ) : null}
          <Actions>
            <DialogClose asChild>
              <Button variant="ghost" disabled={acquire.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button loading={acquire.isPending} disabled={wallet !== null && !wallet.enough} onClick={confirm}>
              {free ? 'Claim' : `Pay ${formatPrice(acquisition.price)}`}
            </Button>
          </Actions>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** Reads the cart of a signed-in player as soon as this code arrives, so the header shows its count. */
function CartCount({ shop }: { shop: string }) {
  useCart(shop);
  return null;
}

function Commerce({ shop, basePath, signedIn }: { shop: string; basePath: string; signedIn: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const mutation = useCartMutation(shop);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  const [signInReasonText, setSignInReason] = useState<string | undefined>(undefined);
  const [acquisition, setAcquisition] = useState<Acquisition | null>(null);
  const toCheckout = checkoutPath(basePath);

  // The handler reads the latest render's values; attached once.
  const queryClient = useQueryClient();
  const playerId = useViewer()?.player.id ?? 'anonymous';
  const claimReward = useEngagementClaim(shop);
  const latest = useRef({ shop, signedIn, mutation, navigate, toCheckout, queryClient, playerId, claimReward });
  latest.current = { shop, signedIn, mutation, navigate, toCheckout, queryClient, playerId, claimReward };
  useEffect(
    () =>
      attachCommerceHandler((request: CommerceRequest) => {
        const { signedIn: inNow, mutation: cart, navigate: go, toCheckout: checkout } = latest.current;
        // A card's "Sign in" (the loyalty balance card) opens the dialog; signed in already, there is nothing to do.
        if (request.kind === 'card_action' && request.action.kind === 'sign_in') {
          if (!inNow) {
            setSignInReason(signInReason(request));
            setSignInOpen(true);
          }
          return;
        }
        const claim = request.kind === 'card_action' ? engagementClaimOf(request.action) : null;
        if (claim) {
          if (!inNow) {
            rememberPendingRequest(latest.current.shop, request);
            setSignInReason(signInReason(request));
            setSignInOpen(true);
          } else latest.current.claimReward(claim);
          return;
        }
        if (request.kind === 'card_action' && !cardPurchase(request.action)) {
          const cartCurrency =
            latest.current.queryClient.getQueryData<Cart>(
              commerceKeys.cart(latest.current.shop, latest.current.playerId),
            )?.currency ?? null;
          const unsellable = unsellableCardCopy(request.action, cartCurrency);
          if (unsellable) toast(unsellable);
          else announceNotAvailableYet(request.action);
          return;
        }
        if (!inNow) {
          // The dialog says why, and what was asked for is carried out once signed in (even after a redirect).
          rememberPendingRequest(latest.current.shop, request);
          setSignInReason(signInReason(request));
          setSignInOpen(true);
          return;
        }
        if (request.kind === 'open_cart') {
          setDrawerOpen(true);
          return;
        }
        handleCardAction(request.action, {
          cart,
          go,
          checkout,
          open: () => setDrawerOpen(true),
          confirm: setAcquisition,
        });
      }),
    [],
  );

  // Signed in now (this component remounts per player): what the visitor asked for before happens.
  useEffect(() => {
    if (!signedIn) return;
    const pending = takePendingRequest(shop);
    if (pending) sendCommerceRequest(pending);
  }, [signedIn, shop]);

  return (
    <>
      {signedIn ? <CartCount shop={shop} /> : null}
      {signedIn ? (
        <CartDrawer shop={shop} checkoutPath={toCheckout} open={drawerOpen} onOpenChange={setDrawerOpen} />
      ) : (
        <SignInDialog
          shop={shop}
          open={signInOpen}
          description={signInReasonText}
          returnTo={`${location.pathname}${location.search}`}
          onOpenChange={(open) => {
            setSignInOpen(open);
            // Closed without signing in: the player changed their mind.
            if (!open) forgetPendingRequest(shop);
          }}
          onSignedIn={() => {
            setSignInOpen(false);
            revalidator.revalidate();
          }}
        />
      )}
      <ConfirmAcquisition shop={shop} acquisition={acquisition} onDone={() => setAcquisition(null)} />
    </>
  );
}

/** Claims an engagement reward: a toast either way, and the page's data reloads so the card shows it claimed. */
function useEngagementClaim(shop: string) {
  const api = useViewerApi();
  const revalidator = useRevalidator();
  return (claim: EngagementClaim) => {
    claim.run(api, shop).then(
      () => {
        toast({ title: `${claim.name} claimed`, description: 'It is on its way to your game account.' });
        revalidator.revalidate();
      },
      (error: unknown) => {
        // The server says why (claimed already, not reached yet); the cart's own wording for a 409 does not apply.
        const why = error instanceof ApiError ? serverErrorMessage(error.body) : null;
        toast({
          title: `${claim.name} was not claimed`,
          description: why ?? problemMessage(error),
          variant: 'destructive',
        });
        revalidator.revalidate();
      },
    );
  };
}

function handleCardAction(
  action: CardAction,
  {
    cart,
    go,
    checkout,
    open,
    confirm,
  }: {
    cart: ReturnType<typeof useCartMutation>;
    go: (to: string) => void;
    checkout: string;
    open: () => void;
    confirm: (acquisition: Acquisition) => void;
  },
) {
  const purchase = cardPurchase(action);
  if (!purchase) return;
  const name = cardTitle(action.card);
  const { itemId, price } = purchase;
  if (price.kind !== 'real') {
    confirm({ itemId, name, price });
    return;
  }
  if (action.kind === 'buy') {
    // Buy pays for this item alone; the cart is left as it was (docs/decisions/029).
    // An offer chain card's step carries its chain and step, so paying advances the chain (docs/decisions/050).
    const { card, linkId } = action;
    const chainLink =
      card.type === 'offer_chain' && card.chainId && linkId ? { chainId: card.chainId, linkId } : undefined;
    go(buyOnePath(checkout, itemId, chainLink));
    return;
  }
  cart.mutate(
    { intent: 'add', itemId, quantity: 1 },
    {
      onSuccess: open,
      onError: (error) =>
        toast({
          title: `${name} was not added to your cart`,
          description: problemMessage(error),
          variant: 'destructive',
        }),
    },
  );
}

/** Mounted by CommerceActions once this chunk has arrived; one cache per tab for the drawer and checkout. */
export function CommerceHost() {
  const context = useViewerContext();
  const [queryClient] = useState(commerceQueryClient);
  const viewer = context?.viewer ?? null;
  useEffect(() => {
    if (!viewer) cartBadge.set(null);
  }, [viewer]);
  if (!context) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <Commerce
        key={viewer?.player.id ?? 'anonymous'}
        shop={context.shop}
        basePath={context.basePath}
        signedIn={viewer !== null}
      />
    </QueryClientProvider>
  );
}
