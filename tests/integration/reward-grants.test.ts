import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries, rewardClaims, wallets } from '../../db/schema';
import { grantReward } from '../../app/server/engagement/reward-claims.server';
import { deliveryPayloadSchema } from '../../schemas/delivery';
import { usingRealPostgres } from '../helpers/test-database';
import { shopIdOf, signedInBrowser } from '../helpers/test-context';
import { integrationSuite } from '../helpers/integration-suite';

// Every engagement feature grants through grantReward (docs/decisions/047-engagement.md). Racing claims of one
// subject must grant once: one claim row, one wallet credit, one delivery. The race is real only on PostgreSQL.
const RACERS = usingRealPostgres ? 100 : 10;

const suite = integrationSuite();

describe('granting an engagement reward', () => {
  it(`${RACERS} claims of the same subject at once: one grant, one credit, one delivery`, async () => {
    const shopId = await shopIdOf(suite.db, 'emberfall');
    const { player } = await signedInBrowser(suite.context, 'emberfall', 'granted@example.com');
    const grant = {
      shopId,
      playerId: player.id,
      kind: 'loyalty_milestone' as const,
      subject: 'gold',
      name: 'Gold milestone',
      rewards: [
        { name: 'Ember Gems', amount: 250, currencyId: 'ember-gems' },
        { name: 'Gold frame', amount: 1 },
      ],
    };
    const results = await Promise.all(
      Array.from({ length: RACERS }, () => suite.db.transaction((tx) => grantReward(tx, suite.clock, grant))),
    );
    expect(results.filter((result) => result.granted)).toHaveLength(1);

    const claims = await suite.db
      .select()
      .from(rewardClaims)
      .where(and(eq(rewardClaims.playerId, player.id), eq(rewardClaims.subject, 'gold')));
    expect(claims).toHaveLength(1);
    const [wallet] = await suite.db
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(and(eq(wallets.playerId, player.id), eq(wallets.currencyId, 'ember-gems')));
    expect(wallet?.balance).toBe(250);

    const sent = await suite.db.select().from(deliveries).where(eq(deliveries.playerId, player.id));
    expect(sent).toHaveLength(1);
    const payload = deliveryPayloadSchema.parse(sent[0]!.payload);
    expect(payload.order).toBeNull();
    expect(payload.reward).toMatchObject({ claimId: claims[0]!.id, kind: 'loyalty_milestone', subject: 'gold' });
    expect(payload.item).toEqual({
      id: 'loyalty_milestone:gold',
      externalId: null,
      name: 'Gold milestone',
      quantity: 1,
      contents: [
        { name: 'Ember Gems', amount: 250 },
        { name: 'Gold frame', amount: 1 },
      ],
    });
  });

  it('another subject, or the same subject for another player, is a grant of its own', async () => {
    const shopId = await shopIdOf(suite.db, 'emberfall');
    const a = await signedInBrowser(suite.context, 'emberfall', 'first@example.com');
    const b = await signedInBrowser(suite.context, 'emberfall', 'second@example.com');
    const grant = (playerId: string, subject: string) =>
      suite.db.transaction((tx) =>
        grantReward(tx, suite.clock, {
          shopId,
          playerId,
          kind: 'daily_gift',
          subject,
          name: 'Daily gift',
          rewards: [{ name: 'Ember Gems', amount: 10 }],
        }),
      );
    expect((await grant(a.player.id, 'hearth:2026-11-26')).granted).toBe(true);
    expect((await grant(a.player.id, 'hearth:2026-11-27')).granted).toBe(true);
    expect((await grant(b.player.id, 'hearth:2026-11-26')).granted).toBe(true);
    expect((await grant(a.player.id, 'hearth:2026-11-26')).granted).toBe(false);
  });
});
