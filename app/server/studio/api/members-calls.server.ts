import {
  auditLogSchema,
  inviteMemberBodySchema,
  membersSchema,
  studioMemberParamsSchema,
  studioShopParamsSchema,
} from '../../../../schemas/studio';
import { listAuditEntries } from '~/server/studio/audit-log.server';
import { inviteMember, listMembers, removeMember } from '~/server/studio/members.server';
import { studioCall } from './studio-call.server';

// Members (owners only) and the audit log (docs/decisions/035).

export const listMembersCall = studioCall(
  {
    name: 'studio.listMembers',
    method: 'GET',
    path: '/studio/api/shops/{shop}/members',
    minimumRole: 'owner',
    params: studioShopParamsSchema,
    response: membersSchema,
  },
  async ({ member, context }) => ({ members: await listMembers(context.db, member.shop.id) }),
);

export const inviteMemberCall = studioCall(
  {
    name: 'studio.inviteMember',
    method: 'POST',
    path: '/studio/api/shops/{shop}/members',
    minimumRole: 'owner',
    params: studioShopParamsSchema,
    body: inviteMemberBodySchema,
    response: membersSchema,
  },
  async ({ member, body, request, context }) => ({
    members: await inviteMember(context.db, context.clock, member, { ...body, origin: new URL(request.url).origin }),
  }),
);

export const removeMemberCall = studioCall(
  {
    name: 'studio.removeMember',
    method: 'DELETE',
    path: '/studio/api/shops/{shop}/members/{publisherId}',
    minimumRole: 'owner',
    params: studioMemberParamsSchema,
    response: membersSchema,
  },
  async ({ member, params, context }) => ({
    members: await removeMember(context.db, context.clock, member, params.publisherId),
  }),
);

export const getAuditLogCall = studioCall(
  {
    name: 'studio.getAuditLog',
    method: 'GET',
    path: '/studio/api/shops/{shop}/audit',
    minimumRole: 'viewer',
    params: studioShopParamsSchema,
    response: auditLogSchema,
  },
  async ({ member, context }) => ({ entries: await listAuditEntries(context.db, member.shop.id) }),
);
