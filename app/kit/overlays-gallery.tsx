import { useRef, useState } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '~/ui/accordion';
import { Dialog, DialogClose, DialogContent, type DialogLayout, DialogTrigger } from '~/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/ui/dropdown-menu';
import { cardBrandNames } from '~/lib/card-brand-names';
import { CardBrandIcon } from '~/ui/card-brand-icons';
import { Icon, iconNames } from '~/ui/icons';
import { Pagination, type PaginationProps } from '~/ui/pagination';
import { Popover, PopoverContent, PopoverTrigger } from '~/ui/popover';
import { Skeleton, SkeletonText } from '~/ui/skeleton';
import { Button } from '~/ui/button';
import { styled } from '~/ui/styled';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/ui/tabs';
import { Toaster, type ToasterPosition, toasterPositions } from '~/ui/toaster';
import { type ToastHandle, toast } from '~/ui/use-toast';
import { cardBrands } from '../../schemas/enums';
import * as styles from './overlays-gallery.css';

const Section = styled('section', styles.section);
const Group = styled('div', styles.group);
const H2 = styled('h2', styles.h2);
const H3 = styled('h3', styles.h3);
const Row = styled('div', styles.row);
const Grid = styled('ul', styles.grid);
const Tile = styled('li', styles.tile);
const Note = styled('p', styles.note);
const Fieldset = styled('fieldset', styles.fieldset);
const Panel = styled('div', styles.panel);

function ToastDemo() {
  const [position, setPosition] = useState<ToasterPosition>('bottom-right');
  const last = useRef<ToastHandle | null>(null);
  return (
    <Group>
      <H3>Toasts</H3>
      <Fieldset>
        <legend>Toaster position</legend>
        {toasterPositions.map((p) => (
          <label key={p}>
            <input
              type="radio"
              name="toaster-position"
              value={p}
              checked={position === p}
              onChange={() => setPosition(p)}
            />{' '}
            {p}
          </label>
        ))}
      </Fieldset>
      <Row>
        <Button
          variant="secondary"
          size="small"
          type="button"
          onClick={() => (last.current = toast({ title: 'Added to cart', description: 'Starter bundle x1' }))}
        >
          Default toast
        </Button>
        <Button
          variant="secondary"
          size="small"
          type="button"
          onClick={() => (last.current = toast({ title: 'Payment complete', variant: 'success' }))}
        >
          Success toast
        </Button>
        <Button
          variant="secondary"
          size="small"
          type="button"
          onClick={() =>
            (last.current = toast({
              title: 'Payment failed',
              description: 'Your card was declined.',
              variant: 'destructive',
            }))
          }
        >
          Destructive toast
        </Button>
        <Button
          variant="secondary"
          size="small"
          type="button"
          onClick={() =>
            (last.current = toast({
              title: 'Item removed',
              action: {
                label: 'Undo',
                altText: 'Undo removing the item from the cart',
                onSelect: () => toast({ title: 'Item restored' }),
              },
            }))
          }
        >
          Toast with action
        </Button>
        <Button
          variant="secondary"
          size="small"
          type="button"
          onClick={() => last.current?.update({ title: 'Updated', variant: 'success' })}
        >
          Update last toast
        </Button>
        <Button variant="secondary" size="small" type="button" onClick={() => last.current?.dismiss()}>
          Dismiss last toast
        </Button>
      </Row>
      <Toaster position={position} />
    </Group>
  );
}

const dialogDemos: Array<{ label: string; layout: 'centered' | 'fullscreen'; mobileLayout?: DialogLayout }> = [
  { label: 'Centered dialog (drawer on mobile)', layout: 'centered' },
  { label: 'Full-screen dialog (drawer on mobile)', layout: 'fullscreen' },
  { label: 'Centered on every screen', layout: 'centered', mobileLayout: 'centered' },
  { label: 'Full-screen on every screen', layout: 'fullscreen', mobileLayout: 'fullscreen' },
];

function DialogDemo() {
  return (
    <Group>
      <H3>Dialog</H3>
      <Row>
        {dialogDemos.map((demo) => (
          <Dialog key={demo.label}>
            <DialogTrigger asChild>
              <Button variant="secondary" size="small" type="button">
                {demo.label}
              </Button>
            </DialogTrigger>
            <DialogContent
              title="Confirm purchase"
              description="You are buying the Starter bundle."
              layout={demo.layout}
              mobileLayout={demo.mobileLayout}
            >
              <Note>Focus stays in here; Escape, the close button or a click outside closes it.</Note>
              <DialogClose asChild>
                <Button variant="secondary" size="small" type="button">
                  Done
                </Button>
              </DialogClose>
            </DialogContent>
          </Dialog>
        ))}
      </Row>
    </Group>
  );
}

function MenusDemo() {
  const [showOwned, setShowOwned] = useState(true);
  return (
    <Group>
      <H3>Popover and dropdown menu</H3>
      <Row>
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="secondary" size="small" type="button">
              What are coins?
            </Button>
          </PopoverTrigger>
          <PopoverContent withArrow>
            <Note>Coins are the shop&apos;s virtual currency. Earn them in missions or buy them in bundles.</Note>
          </PopoverContent>
        </Popover>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="secondary" size="small" type="button">
              Account menu
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuLabel>Account</DropdownMenuLabel>
            <DropdownMenuItem>
              <Icon name="user" /> Profile
            </DropdownMenuItem>
            <DropdownMenuItem>
              <Icon name="gift" /> Daily gift
            </DropdownMenuItem>
            <DropdownMenuItem disabled>
              <Icon name="lock" /> Locked offers
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuCheckboxItem checked={showOwned} onCheckedChange={(checked) => setShowOwned(checked === true)}>
              Show owned items
            </DropdownMenuCheckboxItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem tone="destructive">Sign out</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </Row>
    </Group>
  );
}

function DisclosureDemo() {
  return (
    <Row className={styles.stretchedRow}>
      <Group>
        <H3>Accordion</H3>
        <Accordion type="single" collapsible defaultValue="delivery">
          <AccordionItem value="delivery">
            <AccordionTrigger>When do I get my items?</AccordionTrigger>
            <AccordionContent>Right after payment, in your game inventory.</AccordionContent>
          </AccordionItem>
          <AccordionItem value="refunds">
            <AccordionTrigger>Can I get a refund?</AccordionTrigger>
            <AccordionContent>Unused items within 14 days.</AccordionContent>
          </AccordionItem>
          <AccordionItem value="account">
            <AccordionTrigger>Which game account is used?</AccordionTrigger>
            <AccordionContent>The one linked to your shop profile.</AccordionContent>
          </AccordionItem>
        </Accordion>
      </Group>
      <Group>
        <H3>Tabs</H3>
        <Tabs defaultValue="items">
          <TabsList aria-label="Publisher tools">
            <TabsTrigger value="items">Items</TabsTrigger>
            <TabsTrigger value="theme">Theme</TabsTrigger>
            <TabsTrigger value="orders" disabled>
              Orders
            </TabsTrigger>
          </TabsList>
          <TabsContent value="items">
            <Note>Items and bundles on sale.</Note>
          </TabsContent>
          <TabsContent value="theme">
            <Note>Colours, button type and typography.</Note>
          </TabsContent>
        </Tabs>
      </Group>
    </Row>
  );
}

function SkeletonDemo() {
  return (
    <Group>
      <H3>Skeleton</H3>
      <Row className={styles.topRow}>
        <Skeleton width="3rem" height="3rem" radius="pill" />
        <Panel className={styles.narrowPanel}>
          <Skeleton height="8rem" radius="card" />
          <Skeleton width="70%" height="1.25rem" />
          <SkeletonText lines={3} />
        </Panel>
      </Row>
    </Group>
  );
}

function IconsDemo() {
  return (
    <Group>
      <H3>Icons</H3>
      <Grid>
        {iconNames.map((name) => (
          <Tile key={name}>
            <Icon name={name} size={24} />
            <span>{name}</span>
          </Tile>
        ))}
      </Grid>
      <H3>Card brands</H3>
      <Grid>
        {cardBrands.map((brand) => (
          <Tile key={brand}>
            <CardBrandIcon brand={brand} height={32} />
            <span>{cardBrandNames[brand]}</span>
          </Tile>
        ))}
      </Grid>
    </Group>
  );
}

const paginationDemos: Array<{ name: string } & Omit<PaginationProps, 'aria-label'>> = [
  { name: '3 pages, page 2', pageCount: 3, defaultPage: 2 },
  { name: '12 pages, page 1', pageCount: 12, defaultPage: 1 },
  { name: '12 pages, page 6', pageCount: 12, defaultPage: 6, defaultPageSize: 20 },
  { name: '12 pages, page 12', pageCount: 12, defaultPage: 12 },
  { name: '7 pages, buttons disabled', pageCount: 7, defaultPage: 4, buttonsDisabled: true },
  { name: '8 pages, custom labels', pageCount: 8, defaultPage: 3, backLabel: 'Previous', nextLabel: 'More' },
];

function PaginationDemo() {
  return (
    <Group>
      <H3>Pagination</H3>
      {paginationDemos.map(({ name, ...props }) => (
        <Group key={name}>
          <Note>{name}</Note>
          <Pagination aria-label={`Pagination: ${name}`} {...props} />
        </Group>
      ))}
    </Group>
  );
}

/** The kit's overlays, disclosure, feedback and navigation pieces in every variant and state. */
export function OverlaysGallery() {
  return (
    <Section aria-labelledby="overlays-gallery-title">
      <H2 id="overlays-gallery-title">Overlays, feedback and navigation</H2>
      <ToastDemo />
      <DialogDemo />
      <MenusDemo />
      <DisclosureDemo />
      <SkeletonDemo />
      <IconsDemo />
      <PaginationDemo />
    </Section>
  );
}
