import { useState, type FormEvent } from 'react';
import {
  previewConsentChoices,
  previewContextSchema,
  type PreviewContext,
} from '../../../schemas/studio-preview-context';
import { isoOfLocalInput, localInputOf } from '~/lib/zoned-time';
import { useShopTimeZone, withZone } from '~/studio/forms/shop-time-zone';
import { formatStudioTime } from '~/studio/studio-time';
import { Button } from '~/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '~/ui/popover';
import { RadioGroup, RadioGroupItem } from '~/ui/radio-group';
import { styled } from '~/ui/styled';
import { TextField } from '~/ui/text-field';
import * as styles from './preview-as.css';

// "Preview as" in the editor's toolbar (docs/decisions/042): the canvas shows the shop to a visitor or to a made-up
// signed-in player with a chosen balance and purchases, at a chosen moment (on the shop's clock), with the cookie banner
// answered or not (docs/decisions/045).

const Form = styled('form', styles.form);
const Items = styled('fieldset', styles.items);
const Actions = styled('div', styles.actions);
const Summary = styled('span', styles.summary);

/** An item a player may buy only so often: its purchase count can be chosen. */
export interface LimitedItem {
  id: string;
  name: string;
  limit: number;
}

export const DEFAULT_PREVIEW_CONTEXT: PreviewContext = previewContextSchema.parse({});

const consentLabels: Record<PreviewContext['consent'], string> = {
  accepted: 'Accepted',
  declined: 'Declined',
  unset: 'Not made yet',
};

/** "Visitor", or "Player · 0 coins · 1 Dec 2026, 18:00 UTC · cookies: not made yet". */
export function previewContextLabel(context: PreviewContext, timeZone = 'UTC'): string {
  const parts = [
    context.as === 'player' ? `Player · ${(context.balance ?? 0).toLocaleString('en-US')} coins` : 'Visitor',
  ];
  if (context.at) parts.push(formatStudioTime(context.at, timeZone));
  if (context.consent !== 'accepted') parts.push(`cookies: ${consentLabels[context.consent].toLowerCase()}`);
  return parts.join(' · ');
}

interface Draft {
  as: PreviewContext['as'];
  balance: string;
  at: string;
  bought: Record<string, string>;
  consent: PreviewContext['consent'];
}

function draftOf(context: PreviewContext, timeZone: string): Draft {
  return {
    as: context.as,
    consent: context.consent,
    balance: String(context.balance ?? 0),
    at: localInputOf(context.at, timeZone),
    bought: Object.fromEntries(context.bought.map(([item, count]) => [item, String(count)])),
  };
}

export function PreviewAsControl({
  value,
  onChange,
  limitedItems,
}: {
  value: PreviewContext;
  onChange: (context: PreviewContext) => void;
  limitedItems: readonly LimitedItem[];
}) {
  const timeZone = useShopTimeZone();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(value, timeZone));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const openChange = (next: boolean) => {
    if (next) {
      setDraft(draftOf(value, timeZone));
      setErrors({});
    }
    setOpen(next);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = previewContextSchema.safeParse({
      as: draft.as,
      ...(draft.as === 'player' ? { balance: draft.balance.trim() === '' ? '0' : draft.balance } : {}),
      ...(draft.at ? { at: isoOfLocalInput(draft.at, timeZone) ?? draft.at } : {}),
      consent: draft.consent,
      bought:
        draft.as === 'player'
          ? Object.entries(draft.bought)
              .filter(([, count]) => count.trim() !== '' && count.trim() !== '0')
              .map(([item, count]) => `${item}:${count.trim()}`)
          : [],
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message])),
      );
      return;
    }
    onChange(parsed.data);
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="small" aria-label={`Preview as: ${previewContextLabel(value, timeZone)}`}>
          <Summary>Preview as: {previewContextLabel(value, timeZone)}</Summary>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="Preview as">
        <Form onSubmit={apply} noValidate>
          <h2>Preview as</h2>
          <p>The canvas shows the shop to this player at this moment. Nothing is bought and no real player is used.</p>
          <RadioGroup
            label="Who is looking"
            value={draft.as}
            onValueChange={(as) => setDraft((current) => ({ ...current, as: as as Draft['as'] }))}
          >
            <RadioGroupItem value="anonymous" label="A visitor (signed out)" />
            <RadioGroupItem value="player" label="A signed-in player" />
          </RadioGroup>
          {draft.as === 'player' ? (
            <>
              <TextField
                label="Wallet balance (each virtual currency)"
                inputMode="numeric"
                value={draft.balance}
                error={errors.balance}
                onChange={(event) => setDraft((current) => ({ ...current, balance: event.target.value }))}
              />
              {limitedItems.length > 0 ? (
                <Items>
                  <legend>Already bought</legend>
                  {limitedItems.map((item) => (
                    <TextField
                      key={item.id}
                      label={`${item.name} (limit ${item.limit})`}
                      inputMode="numeric"
                      value={draft.bought[item.id] ?? ''}
                      placeholder="0"
                      onChange={(event) =>
                        setDraft((current) => ({
                          ...current,
                          bought: { ...current.bought, [item.id]: event.target.value },
                        }))
                      }
                    />
                  ))}
                  {errors.bought ? <p role="alert">{errors.bought}</p> : null}
                </Items>
              ) : null}
            </>
          ) : null}
          <TextField
            label={withZone('Date and time', timeZone)}
            type="datetime-local"
            value={draft.at}
            error={errors.at}
            helperText="Empty: now. Countdowns, availability windows and coupons follow this moment."
            onChange={(event) => setDraft((current) => ({ ...current, at: event.target.value }))}
          />
          <RadioGroup
            label="Cookie choice"
            value={draft.consent}
            helperText="Not made yet shows the shop's cookie banner, to check its texts. Nothing is stored."
            onValueChange={(consent) => setDraft((current) => ({ ...current, consent: consent as Draft['consent'] }))}
          >
            {previewConsentChoices.map((choice) => (
              <RadioGroupItem key={choice} value={choice} label={consentLabels[choice]} />
            ))}
          </RadioGroup>
          <Actions>
            <Button
              type="button"
              variant="secondary"
              size="small"
              onClick={() => {
                onChange(DEFAULT_PREVIEW_CONTEXT);
                setOpen(false);
              }}
            >
              Reset
            </Button>
            <Button type="submit" size="small">
              Show in canvas
            </Button>
          </Actions>
        </Form>
      </PopoverContent>
    </Popover>
  );
}

/** The items of a working copy with a per-player limit (a draft that is not a valid config yet may have none). */
export function limitedItemsOf(config: unknown): LimitedItem[] {
  const items = (config as { catalogue?: { items?: unknown } } | null)?.catalogue?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    const { id, name, limitPerPlayer } = (item ?? {}) as { id?: unknown; name?: unknown; limitPerPlayer?: unknown };
    return typeof id === 'string' && typeof limitPerPlayer === 'number'
      ? [{ id, name: typeof name === 'string' ? name : id, limit: limitPerPlayer }]
      : [];
  });
}
