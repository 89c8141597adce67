import { useLocation, useRevalidator } from '@remix-run/react';
import { useRef, useState } from 'react';
import { useChunkOnDemand } from '~/lib/deferred-chunk';
import { signInDialogChunk } from '~/shop/sign-in/sign-in-dialog-chunk';
import { accountPath, useViewerContext } from '~/shop/viewer-context';
import { Button } from '~/ui/button';
import { Icon } from '~/ui/icons';

// A feature panel's "Sign in" for an anonymous visitor: a link to the account page that opens the sign-in dialog in
// place (its code loads on hover, focus or click) and reloads the page's data once signed in.

export function SignInPromptButton({ label, description }: { label: string; description: string }) {
  const context = useViewerContext();
  const { module, request, warm } = useChunkOnDemand(signInDialogChunk, { warmUp: 'intent' });
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const revalidator = useRevalidator();
  const location = useLocation();
  return (
    <>
      <Button asChild leading={<Icon name="user" />} loading={open && !module} onPointerEnter={warm} onFocus={warm}>
        <a
          ref={trigger}
          href={accountPath(context?.basePath ?? '')}
          aria-haspopup="dialog"
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            setOpen(true);
            request();
          }}
        >
          {label}
        </a>
      </Button>
      {module && context ? (
        <module.SignInDialog
          shop={context.shop}
          open={open}
          onOpenChange={setOpen}
          description={description}
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
