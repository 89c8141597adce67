import { Link, useLocation, useRevalidator } from '@remix-run/react';
import { useRef, useState, type MouseEvent } from 'react';
import { deferredChunk, useChunkOnDemand } from '~/lib/deferred-chunk';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/stitches.config';
import { accountPath, playerLabel, useViewerContext } from '~/shop/viewer-context';

const signInDialog = deferredChunk(() => import('~/shop/sign-in/sign-in-dialog'));

const control = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  flexShrink: 0,
  minWidth: 0,
  height: '2.75rem',
  padding: '0 0.9rem 0 0.7rem',
  border: '1px solid $border',
  borderRadius: '$pill',
  background: '$paper',
  color: '$primaryText',
  fontFamily: '$button',
  fontWeight: 600,
  fontSize: '0.9rem',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'border-color $fast, background-color $fast, box-shadow $fast',
  '&:hover, &[aria-expanded="true"]': {
    borderColor: '$accentBorder',
    background: '$bgAccent',
    boxShadow: '0 0 18px -6px $colors$primary',
  },
  '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
  '& [data-icon]': { color: '$primary' },
} as const;
const SignInLink = styled('a', control);
const AccountLink = styled(Link, control, {
  paddingLeft: '0.3rem',
  paddingRight: '0.3rem',
  '@md': { maxWidth: '16rem', paddingRight: '0.9rem' },
});
const Avatar = styled('span', {
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: '$pill',
  background: 'linear-gradient(135deg, $primary, $brandPrimaryDark)',
  color: '$baseBg',
  fontFamily: '$display',
  fontWeight: 800,
  fontSize: '0.95rem',
  textTransform: 'uppercase',
});
const Name = styled('span', {
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  // Phones show the avatar alone (the shop's name needs the room); the link's label still names the player.
  display: 'none',
  '@md': { display: 'inline' },
});

/**
 * Anonymous: "Sign in", a link to the account page that opens the sign-in dialog once the page is interactive
 * (before that, or with a modifier key, it simply navigates). The dialog's code arrives when the browser is idle
 * or the player points at the link.
 */
function SignIn({ shop, basePath }: { shop: string; basePath: string }) {
  const { module, request, warm } = useChunkOnDemand(signInDialog);
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
