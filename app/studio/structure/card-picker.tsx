import { lazy, Suspense } from 'react';
import type { Card } from '../../../schemas/cards';
import type { Theme } from '../../../schemas/theme';
import { Dialog, DialogContent } from '~/ui/dialog';
import { Skeleton } from '~/ui/skeleton';

// The gallery of samples (the real card components and every fixture) loads when the picker first opens.
const CardPickerGallery = lazy(() => import('./card-picker-gallery'));

/** Picks a card type and variant, shown as the real cards drawn small; the picked sample is added to the section. */
export function CardPicker({
  open,
  sectionName,
  theme,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  sectionName: string;
  theme: Theme;
  onOpenChange: (open: boolean) => void;
  onPick: (card: Card) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Add a card to ${sectionName}`}
        description="Every card type and variant, drawn with this shop’s theme. Pick one, then edit its texts and prices."
        layout="fullscreen"
        mobileLayout="fullscreen"
      >
        {open ? (
          <Suspense fallback={<Skeleton height={320} />}>
            <CardPickerGallery theme={theme} onPick={onPick} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
