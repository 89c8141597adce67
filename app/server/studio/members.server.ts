import { and, asc, eq, sql } from 'drizzle-orm';
import { publishers, shopMemberships, shops } from '../../../db/schema';
import type { Member, StudioRole } from '../../../schemas/studio';
import type { Clock } from '~/server/context.server';
import type { Database, Executor } from '~/server/db.server';
import { ConflictError, NotFoundError } from '~/server/domain-errors.server';
import { studioInvitationMail } from '~/server/mail/mail-templates.server';
import { enqueueMail } from '~/server/mail/outbox.server';
import { recordAudit } from '~/server/studio/audit-log.server';
import type { StudioMember } from '~/server/studio/studio-member';

// A shop's studio members (docs/decisions/035). Owners add people by email (the account is made on the spot and a mail
// tells them how to sign in), change their role and remove them; a shop always keeps at least one owner. Each change
// locks the shop row, so two owners removing each other at once cannot leave the shop with none.

export async function listMembers(db: Database, shopId: string): Promise<Member[]> {
  const rows = await db
    .select({
      publisherId: publishers.id,
      email: publishers.email,
      role: shopMemberships.role,
      addedAt: shopMemberships.createdAt,
      lastSignInAt: publishers.lastSignInAt,
    })
    .from(shopMemberships)
    .innerJoin(publishers, eq(publishers.id, shopMemberships.publisherId))
    .where(eq(shopMemberships.shopId, shopId))
    .orderBy(asc(publishers.email));
  return rows.map((row) => ({
    ...row,
    addedAt: row.addedAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  }));
}

/** The publisher with this address, made when there is none yet. */
export async function findOrCreatePublisher(tx: Executor, email: string): Promise<{ id: string; email: string }> {
  await tx.insert(publishers).values({ email }).onConflictDoNothing({ target: publishers.email });
  const [row] = await tx
    .select({ id: publishers.id, email: publishers.email })
    .from(publishers)
    .where(eq(publishers.email, email));
  return row!;
}

async function lockShop(tx: Executor, shopId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${shops} where ${shops.id} = ${shopId} for update`);
}

async function ownerCount(tx: Executor, shopId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(shopMemberships)
    .where(and(eq(shopMemberships.shopId, shopId), eq(shopMemberships.role, 'owner')));
  return row?.count ?? 0;
}

const LAST_OWNER_MESSAGE = 'A shop needs at least one owner: make someone else an owner first';

export interface InviteInput {
  email: string;
  role: StudioRole;
  /** The site's origin, for the sign-in link in the mail. */
  origin: string;
}

/**
 * Adds a publisher to the shop with a role (or changes the role of one already there), mails them how to sign in,
 * and writes the audit entry, all in one transaction.
 */
export async function inviteMember(
  db: Database,
  clock: Clock,
  owner: StudioMember,
  input: InviteInput,
): Promise<Member[]> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    await lockShop(tx, owner.shop.id);
    const invited = await findOrCreatePublisher(tx, input.email);
    const [existing] = await tx
      .select({ role: shopMemberships.role })
      .from(shopMemberships)
      .where(and(eq(shopMemberships.shopId, owner.shop.id), eq(shopMemberships.publisherId, invited.id)));
    if (existing?.role === input.role) return;
    if (existing) {
      if (existing.role === 'owner' && (await ownerCount(tx, owner.shop.id)) <= 1)
        throw new ConflictError(LAST_OWNER_MESSAGE);
      await tx
        .update(shopMemberships)
        .set({ role: input.role })
        .where(and(eq(shopMemberships.shopId, owner.shop.id), eq(shopMemberships.publisherId, invited.id)));
      await recordAudit(tx, {
        shopId: owner.shop.id,
        actor: owner.publisher,
        action: 'member_role_changed',
        details: `${invited.email}: ${existing.role} → ${input.role}`,
        at: now,
      });
      return;
    }
    await tx
      .insert(shopMemberships)
      .values({ shopId: owner.shop.id, publisherId: invited.id, role: input.role, createdAt: now });
    const signInUrl = new URL(`/studio/sign-in?email=${encodeURIComponent(invited.email)}`, input.origin).toString();
    const mail = studioInvitationMail({
      shopName: owner.shop.name,
      role: input.role,
      invitedBy: owner.publisher.email,
      signInUrl,
      origin: input.origin,
    });
    await enqueueMail(tx, clock, { shopId: owner.shop.id, to: invited.email, purpose: 'studio_invitation', ...mail });
    await recordAudit(tx, {
      shopId: owner.shop.id,
      actor: owner.publisher,
      action: 'member_invited',
      details: `Added ${invited.email} as ${input.role}`,
      at: now,
    });
  });
  return listMembers(db, owner.shop.id);
}

/** Removes a member (not the shop's last owner); their studio sessions stay, but open no door of this shop. */
export async function removeMember(
  db: Database,
  clock: Clock,
  owner: StudioMember,
  publisherId: string,
): Promise<Member[]> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    await lockShop(tx, owner.shop.id);
    const [member] = await tx
      .select({ role: shopMemberships.role, email: publishers.email })
      .from(shopMemberships)
      .innerJoin(publishers, eq(publishers.id, shopMemberships.publisherId))
      .where(and(eq(shopMemberships.shopId, owner.shop.id), eq(shopMemberships.publisherId, publisherId)));
    if (!member) throw new NotFoundError('This person is not a member of the shop');
    if (member.role === 'owner' && (await ownerCount(tx, owner.shop.id)) <= 1)
      throw new ConflictError(LAST_OWNER_MESSAGE);
    await tx
      .delete(shopMemberships)
      .where(and(eq(shopMemberships.shopId, owner.shop.id), eq(shopMemberships.publisherId, publisherId)));
    await recordAudit(tx, {
      shopId: owner.shop.id,
      actor: owner.publisher,
      action: 'member_removed',
      details: `Removed ${member.email} (${member.role})`,
      at: now,
    });
  });
  return listMembers(db, owner.shop.id);
}

/** Makes a publisher a member with a role unless they already are one, without mail or audit (the demo seed, tests). */
export async function grantMembership(db: Database, input: { shopId: string; email: string; role: StudioRole }) {
  return db.transaction(async (tx) => {
    const publisher = await findOrCreatePublisher(tx, input.email);
    await tx
      .insert(shopMemberships)
      .values({ shopId: input.shopId, publisherId: publisher.id, role: input.role })
      .onConflictDoNothing();
    return publisher;
  });
}
