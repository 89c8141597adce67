import { z } from 'zod';
import { isSafeText, SAFE_TEXT_MESSAGE } from './common';
import { gameEventNameSchema } from './engagement/missions';
import { gameAccountIdSchema, serverApiShopParamsSchema, type GameServerOperation } from './game-server-api';

// The game's events (issue 14, docs/decisions/049-game-events-and-missions.md): the game backend posts what its
// players did (`match_won`), each with its own unique id; missions and passes count them per period.

/** How many events one call may post. */
export const GAME_EVENTS_PER_BATCH = 100;
/** An event dated further ahead of its arrival than this counts for nothing (a game server's clock running fast). */
export const GAME_EVENT_FUTURE_TOLERANCE_MS = 5 * 60_000;
/**
 * The largest body of one batch: the server's outermost bound (server/request-limits.ts). 100 events with a few
 * short properties take about 20 kB; a batch of long properties must be split.
 */
export const GAME_EVENTS_MAX_BODY_BYTES = 64 * 1024;

const PROPERTY_KEY_MESSAGE = 'Expected property names of 1-40 letters, digits and _ . - starting with a letter';
const propertyValueSchema = z.union(
  [
    z.string().max(200, { error: 'Expected a property text of at most 200 characters' }).refine(isSafeText, {
      error: SAFE_TEXT_MESSAGE,
    }),
    z.number().finite(),
    z.boolean(),
    z.null(),
  ],
  { error: 'Expected a property value: a text, a number, true/false or null (no objects or lists)' },
);

/** Flat and bounded: up to 16 named values, no nesting. */
export const gameEventPropertiesSchema = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,39}$/, { error: PROPERTY_KEY_MESSAGE }), propertyValueSchema)
  .refine((properties) => Object.keys(properties).length <= 16, { error: 'Expected at most 16 properties' });

const EVENT_ID_MESSAGE = "Expected the game's unique event id: 1-128 letters, digits and . _ : @ -";

export const gameEventSchema = z.strictObject({
  /** The game's own unique id for this event: posting it again counts once. */
  eventId: z.string({ error: EVENT_ID_MESSAGE }).regex(/^[A-Za-z0-9._:@-]{1,128}$/, { error: EVENT_ID_MESSAGE }),
  name: gameEventNameSchema,
  /** The player's account in the game (the one linked at the shop, or linked later). */
  gameAccountId: gameAccountIdSchema,
  occurredAt: z.iso.datetime({ offset: true, error: 'Expected the time it happened as an ISO 8601 date-time' }),
  properties: gameEventPropertiesSchema.default({}),
});
export type GameEventInput = z.output<typeof gameEventSchema>;

export const postGameEventsBodySchema = z.strictObject({
  events: z
    .array(gameEventSchema, { error: 'Expected a list of events' })
    .min(1, { error: 'Expected at least one event' })
    .max(GAME_EVENTS_PER_BATCH, { error: `Expected at most ${GAME_EVENTS_PER_BATCH} events per call` }),
});

export const postGameEventsResultSchema = z.object({
  /** Events stored by this call. */
  accepted: z.number().int(),
  /** Events whose id was stored before (or twice in this batch): counted once, nothing changed. */
  duplicates: z.number().int(),
  /** Of the accepted ones, events dated more than 5 minutes after they arrived: kept, but they count for nothing. */
  notCounted: z.number().int(),
});
export type PostGameEventsResult = z.infer<typeof postGameEventsResultSchema>;

export const gameEventOperations: GameServerOperation[] = [
  {
    name: 'postGameEvents',
    method: 'POST',
    path: '/server-api/v1/shops/{shop}/events',
    summary: "Posts what players did in the game (1-100 events), for the shop's missions and passes",
    description:
      'Each event names the player by their game account id; events for an account no player has linked yet are ' +
      'kept and count once a player links it. `eventId` is unique per shop: posting the same event again (a retry) ' +
      'counts once and is answered as a duplicate; reusing an id for a different event is refused (422) and stores ' +
      'nothing of the batch. An event counts in the period (day, week, season) its `occurredAt` falls in, on the ' +
      "shop's clock; one dated more than 5 minutes after it arrived, or after a season's end, counts for nothing. " +
      'The batch is stored in one transaction.',
    params: serverApiShopParamsSchema,
    body: postGameEventsBodySchema,
    response: postGameEventsResultSchema,
    requestExample: {
      events: [
        {
          eventId: 'match-88231-kestrel',
          name: 'match_won',
          gameAccountId: 'acct-48213',
          occurredAt: '2027-03-01T11:58:00.000Z',
          properties: { mode: 'ranked', kills: 12 },
        },
      ],
    },
    responseExample: { accepted: 1, duplicates: 0, notCounted: 0 },
    errors: {
      '413': 'The body is larger than 64 kB: send fewer events per call',
      '422':
        'An eventId was stored before with a different name, account, time or properties (unprocessable, with the paths of the events)',
    },
  },
];
