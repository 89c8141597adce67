import type { SignInResult } from '../../../schemas/account';
import { Dialog, DialogContent } from '~/ui/dialog';
import { toast } from '~/ui/use-toast';
import { SignInFlow } from '~/shop/sign-in/sign-in-flow';
import { useShopPortal } from '~/shop/shop-portal';
import { playerLabel } from '~/shop/viewer-context';

// Loaded on demand (see AccountButton): the flow, the kit's dialog and the API client stay out of first-load JS.

export interface SignInDialogProps {
  shop: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn: (result: SignInResult) => void;
  /** Where focus returns when the dialog closes (the button that opened it). */
  returnFocusTo?: () => HTMLElement | null;
  returnTo?: string;
  /** Why the dialog opened ("Sign in to add Handful of Gems to your cart"); a general word by default. */
  description?: string | undefined;
}

/** The sign-in dialog: centred from md up, a drawer on phones. The flow mounts (and asks for the providers) on open. */
export function SignInDialog({
  shop,
  open,
  onOpenChange,
  onSignedIn,
  returnFocusTo,
  returnTo,
  description,
}: SignInDialogProps) {
  const portal = useShopPortal();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Sign in"
        description={description ?? 'Keep your purchases, rewards and game accounts together.'}
        container={portal}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <SignInFlow
          shop={shop}
          returnTo={returnTo}
          onSignedIn={(result) => {
            toast({ title: `Signed in as ${playerLabel(result.player)}`, variant: 'success' });
            onSignedIn(result);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
