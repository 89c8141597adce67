import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Icon } from '~/ui/icons';
import { keyframes, motionMs, styled } from '~/ui/stitches.config';

/** Radix gives focus trap, Escape and outside-click close, scroll lock and aria wiring; we add the look. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const dialogLayouts = ['centered', 'fullscreen', 'drawer'] as const;
export type DialogLayout = (typeof dialogLayouts)[number];

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
});
const riseIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const sinkOut = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } });

const enter = `${motionMs.slow}ms cubic-bezier(0.16, 1, 0.3, 1)`;
// Repeated inside each variant: variant rules come after base rules in the sheet and would win.
const noMotion = { '@reducedMotion': { '&[data-state]': { animation: 'none' } } } as const;
const exit = `${motionMs.normal}ms ease-in`;

const Overlay = styled(DialogPrimitive.Overlay, {
  position: 'fixed',
  inset: 0,
  zIndex: '$overlay',
  background: 'rgba(0, 0, 0, 0.65)',
  backdropFilter: 'blur(2px)',
  '&[data-state="open"]': { animation: `${fadeIn} ${enter}` },
  '&[data-state="closed"]': { animation: `${fadeOut} ${exit}` },
  ...noMotion,
});

const Content = styled(DialogPrimitive.Content, {
  position: 'fixed',
  zIndex: '$dialog',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: '$5',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: 'linear-gradient(180deg, $bgAccent, $paper 7rem)',
  color: '$primaryText',
  fontFamily: '$body',
  boxShadow: '0 24px 64px rgba(0, 0, 0, 0.6)',
  outline: 'none',
  // Each layout sets every box property, because the mobile and desktop layouts both apply from md up.
  variants: {
    layout: {
      centered: {
        inset: '50% auto auto 50%',
        transform: 'translate(-50%, -50%)',
        width: 'min(32rem, calc(100vw - 2rem))',
        maxHeight: 'calc(100dvh - 2rem)',
        borderRadius: '$card',
        border: '1px solid $border',
        paddingBottom: '$5',
        '&[data-state="open"]': { animation: `${popIn} ${enter}` },
        '&[data-state="closed"]': { animation: `${popOut} ${exit}` },
        ...noMotion,
      },
      fullscreen: {
        inset: 0,
        transform: 'none',
        width: 'auto',
        maxHeight: 'none',
        borderRadius: 0,
        border: 'none',
        paddingBottom: '$5',
        '&[data-state="open"]': { animation: `${fadeIn} ${enter}` },
        '&[data-state="closed"]': { animation: `${fadeOut} ${exit}` },
        ...noMotion,
      },
      drawer: {
        inset: 'auto 0 0 0',
        transform: 'none',
        width: 'auto',
        maxHeight: '85dvh',
        borderRadius: '$card $card 0 0',
        border: '1px solid $border',
        borderBottom: 'none',
        paddingBottom: 'max($5, env(safe-area-inset-bottom))',
        '&[data-state="open"]': { animation: `${riseIn} ${enter}` },
        '&[data-state="closed"]': { animation: `${sinkOut} ${exit}` },
        ...noMotion,
      },
    },
  },
});

const Header = styled('div', { display: 'flex', alignItems: 'flex-start', gap: '$3' });
const Heading = styled('div', { flex: 1, minWidth: 0 });
const Title = styled(DialogPrimitive.Title, {
  margin: 0,
  fontFamily: '$display',
  fontSize: '1.25rem',
  lineHeight: 1.25,
  letterSpacing: '0.02em',
});
const Description = styled(DialogPrimitive.Description, {
  margin: '$1 0 0',
  color: '$secondaryText',
  fontSize: '0.9rem',
});
const CloseButton = styled('button', {
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  border: '1px solid $border',
  borderRadius: '$pill',
  background: '$paper',
  color: '$secondaryText',
  cursor: 'pointer',
  transition: 'color $fast, border-color $fast',
  '&:hover': { color: '$primaryText', borderColor: '$accentBorder' },
});

export interface DialogContentProps extends Omit<ComponentPropsWithoutRef<typeof DialogPrimitive.Content>, 'title'> {
  /** Required: every dialog is announced by its title. */
  title: ReactNode;
  description?: ReactNode;
  /** From md (768px) up. */
  layout?: 'centered' | 'fullscreen';
  /** Below md: a bottom drawer unless told otherwise. */
  mobileLayout?: DialogLayout;
  closeLabel?: string;
  /** Where the dialog is portalled (default: body). A themed subtree, such as a shop, passes its root to keep its theme. */
  container?: HTMLElement | null;
}

export function DialogContent({
  title,
  description,
  layout = 'centered',
  mobileLayout = 'drawer',
  closeLabel = 'Close',
  container,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal container={container}>
      <Overlay />
      <Content
        layout={{ '@initial': mobileLayout, '@md': layout }}
        data-layout={layout}
        data-mobile-layout={mobileLayout}
        // Without a description Radix would warn about a missing aria-describedby.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <Header>
          <Heading>
            <Title>{title}</Title>
            {description ? <Description>{description}</Description> : null}
          </Heading>
          <DialogPrimitive.Close asChild>
            <CloseButton type="button" aria-label={closeLabel}>
              <Icon name="close" size={18} />
            </CloseButton>
          </DialogPrimitive.Close>
        </Header>
        {children}
      </Content>
    </DialogPrimitive.Portal>
  );
}
