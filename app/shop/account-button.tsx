import { Link, useLocation, useRevalidator } from '@remix-run/react';
import { useRef, useState, type MouseEvent } from 'react';
import { useChunkOnDemand } from '~/lib/deferred-chunk';
import { signInDialogChunk } from '~/shop/sign-in/sign-in-dialog-chunk';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './account-button.css';
import { accountPath, playerLabel, useViewerContext } from '~/shop/viewer-context';

const SignInLink = styled('a', styles.control, styles.signInLink);
const AccountLink = styled(Link, styles.control, styles.accountLink);
const Avatar = styled('span', styles.avatar);
const Name = styled('span', styles.name);

/**
 * Anonymous: "Sign in", a link to the account page that opens the sign-in dialog once the page is interactive
 * (before that, or with a modifier key, it simply navigates). The dialog's code (zod's schemas among it) arrives when
 * the player points at, touches or focuses the link, not with the page (docs/decisions/063).
 */
function SignIn({ shop, basePath }: { shop: string; basePath: string }) {
  const { module, request, warm } = useChunkOnDemand(signInDialogChunk, { warmUp: 'intent' });
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const revalidator = useRevalidator();
  const location = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
    request();
  };
  return (
    <>
      <SignInLink
        ref={trigger}
        href={accountPath(basePath)}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Pressed before the dialog's code has arrived: it opens when it does.
        aria-busy={open && !module ? true : undefined}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={onClick}
      >
        <Icon name="user" size={18} />
        Sign in
      </SignInLink>
      {module ? (
        <module.SignInDialog
          shop={shop}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={() => trigger.current}
          returnTo={`${location.pathname}${location.search}`}
          onSignedIn={() => {
            setOpen(false);
            revalidator.revalidate();
          }}
        />
      ) : null}
    </>
  );
}

/** The header's account control: "Sign in" for visitors, the player's name linking to their account otherwise. */
export function AccountButton() {
  const context = useViewerContext();
  if (!context) return null;
  const { viewer, shop, basePath } = context;
  if (!viewer) return <SignIn shop={shop} basePath={basePath} />;
  const label = playerLabel(viewer.player);
  return (
    <AccountLink to={accountPath(basePath)} prefetch="intent" aria-label={`Your account: ${label}`}>
      <Avatar aria-hidden="true">{label.slice(0, 1)}</Avatar>
      <Name>{label}</Name>
    </AccountLink>
  );
}
