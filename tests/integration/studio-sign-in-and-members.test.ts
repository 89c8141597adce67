import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, studioAuditLog } from '../../db/schema';
import { DEMO_PUBLISHER_EMAIL } from '../../app/server/seed.server';
import { ConflictError } from '../../app/server/domain-errors.server';
import { inviteMember, removeMember } from '../../app/server/studio/members.server';
import { identifyPublisher, STUDIO_COOKIE } from '../../app/server/studio/publisher-sessions.server';
import { checkStudioSignInCode, sendStudioSignInCode } from '../../app/server/studio/publisher-sign-in.server';
import { listStudioShops } from '../../app/server/studio/studio-shops.server';
import { integrationSuite } from '../helpers/integration-suite';
import { studioBrowser } from '../helpers/studio';
import { TEST_ORIGIN } from '../helpers/test-context';
import { action as membersPageAction } from '../../app/routes/studio.$shop.members';

// Studio sign-in by emailed code and shop members (docs/decisions/035), on the real database.

const suite = integrationSuite();
const services = () => ({ db: suite.db, clock: suite.clock, authSecret: suite.context.authSecret });

async function latestMailTo(address: string) {
  const [mail] = await suite.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

describe('the demo publisher signing in', () => {
  it('gets a code by mail, and the code starts a studio session that owns the four demo shops', async () => {
    const attempt = await sendStudioSignInCode(services(), {
      email: DEMO_PUBLISHER_EMAIL,
      clientIp: '10.0.0.1',
      origin: TEST_ORIGIN,
    });
    const mail = await latestMailTo(DEMO_PUBLISHER_EMAIL);
    expect(mail).toMatchObject({ purpose: 'studio_sign_in', shopId: null });
    const code = /\b(\d{6})\b/.exec(mail!.subject)![1]!;

    await expect(
      checkStudioSignInCode(services(), {
        attemptId: attempt.attemptId,
        code: code === '000000' ? '111111' : '000000',
        userAgent: null,
        replacesToken: null,
      }),
    ).rejects.toMatchObject({ code: 'invalid_code' });
    const session = await checkStudioSignInCode(services(), {
      attemptId: attempt.attemptId,
      code,
      userAgent: 'test',
      replacesToken: null,
    });
    // Used once.
    await expect(
      checkStudioSignInCode(services(), { attemptId: attempt.attemptId, code, userAgent: null, replacesToken: null }),
    ).rejects.toMatchObject({ code: 'spent_code' });

    const request = new Request(`${TEST_ORIGIN}/studio`, { headers: { Cookie: `${STUDIO_COOKIE}=${session.token}` } });
    const publisher = await identifyPublisher(suite.db, suite.clock, request);
    expect(publisher?.email).toBe(DEMO_PUBLISHER_EMAIL);
    const shops = await listStudioShops(suite.db, publisher!.id);
    expect(shops.map((shop) => [shop.handle, shop.role])).toEqual([
      ['emberfall', 'owner'],
      ['frostmark', 'owner'],
      ['neon-drift', 'owner'],
      ['verdant', 'owner'],
    ]);
  });

  it('sends no mail to an address without a studio account, and answers the same', async () => {
    const attempt = await sendStudioSignInCode(services(), {
      email: 'stranger@example.com',
      clientIp: '10.0.0.2',
      origin: TEST_ORIGIN,
    });
    expect(attempt.attemptId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await latestMailTo('stranger@example.com')).toBeUndefined();
  });
});

describe('an owner managing the members of a shop', () => {
  it('adds a member by email (a mail says how to sign in), changes the role, removes them, all in the audit log', async () => {
    const { member: owner } = await studioBrowser(suite.context, 'owner@members.test', 'emberfall', 'owner');
    const added = await inviteMember(suite.db, suite.clock, owner, {
      email: 'new@members.test',
      role: 'viewer',
      origin: TEST_ORIGIN,
    });
    const newcomer = added.find((member) => member.email === 'new@members.test');
    expect(newcomer?.role).toBe('viewer');
    const invitation = await latestMailTo('new@members.test');
    expect(invitation).toMatchObject({ purpose: 'studio_invitation' });
    expect(invitation!.textBody).toContain(`${TEST_ORIGIN}/studio/sign-in?email=new%40members.test`);

    const changed = await inviteMember(suite.db, suite.clock, owner, {
      email: 'new@members.test',
      role: 'editor',
      origin: TEST_ORIGIN,
    });
    expect(changed.find((member) => member.email === 'new@members.test')?.role).toBe('editor');
    const left = await removeMember(suite.db, suite.clock, owner, newcomer!.publisherId);
    expect(left.some((member) => member.email === 'new@members.test')).toBe(false);

    const audit = await suite.db.select().from(studioAuditLog).where(eq(studioAuditLog.shopId, owner.shop.id));
    expect(audit.map((entry) => [entry.action, entry.actor, entry.details])).toEqual([
      ['member_invited', 'owner@members.test', 'Added new@members.test as viewer'],
      ['member_role_changed', 'owner@members.test', 'new@members.test: viewer → editor'],
      ['member_removed', 'owner@members.test', 'Removed new@members.test (editor)'],
    ]);
  });

  it('never removes or demotes the last owner, even when two owners remove each other at once', async () => {
    const { member: a } = await studioBrowser(suite.context, 'a@owners.test', 'verdant', 'owner');
    // The demo publisher owns verdant too: three owners; a removes the other two while they remove a.
    const { member: b } = await studioBrowser(suite.context, 'b@owners.test', 'verdant', 'owner');
    const demo = (
      await inviteMember(suite.db, suite.clock, a, { email: DEMO_PUBLISHER_EMAIL, role: 'editor', origin: TEST_ORIGIN })
    ).find((member) => member.email === DEMO_PUBLISHER_EMAIL);
    expect(demo?.role).toBe('editor');
    const results = await Promise.allSettled([
      removeMember(suite.db, suite.clock, a, b.publisher.id),
      removeMember(suite.db, suite.clock, b, a.publisher.id),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ConflictError);
    const survivor = results[0]!.status === 'fulfilled' ? a : b;
    await expect(
      inviteMember(suite.db, suite.clock, survivor, {
        email: survivor.publisher.email,
        role: 'viewer',
        origin: TEST_ORIGIN,
      }),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it('on the members page, names who was removed, and sends an owner who leaves back to their shops', async () => {
    const { member: owner, headers } = await studioBrowser(suite.context, 'lead@page.test', 'frostmark', 'owner');
    await studioBrowser(suite.context, 'second@page.test', 'frostmark', 'owner');
    const invited = await inviteMember(suite.db, suite.clock, owner, {
      email: 'helper@page.test',
      role: 'editor',
      origin: TEST_ORIGIN,
    });
    const post = (publisherId: string) =>
      membersPageAction({
        request: new Request(`${TEST_ORIGIN}/studio/frostmark/members`, {
          method: 'POST',
          headers,
          body: new URLSearchParams({ intent: 'remove', publisherId }),
        }),
        params: { shop: 'frostmark' },
        context: suite.context,
      });
    const helper = invited.find((person) => person.email === 'helper@page.test')!;
    const removed = (await post(helper.publisherId)) as unknown as { data: { ok: boolean; message: string } };
    expect(removed.data).toEqual({
      ok: true,
      message: expect.stringMatching(/^helper@page.test no longer works on \w/),
    });

    const left = (await post(owner.publisher.id)) as Response;
    expect(left.status).toBe(302);
    expect(left.headers.get('Location')).toBe('/studio');
  });
});
