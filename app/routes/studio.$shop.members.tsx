import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { inviteMemberBodySchema, studioRoles } from '../../schemas/studio';
import { studioActionRefusal } from '~/server/studio/studio-action-refusal.server';
import { inviteMember, listMembers, removeMember } from '~/server/studio/members.server';
import { requireStudioMember } from '~/server/studio/studio-access.server';
import { loadStudioChrome } from '~/server/studio/studio-chrome.server';
import { StudioChrome, studioFontLinks } from '~/studio/studio-chrome';
import * as styles from '~/studio/studio-pages.css';
import { formatStudioTime } from '~/studio/studio-time';
import { Button } from '~/ui/button';
import { styled } from '~/ui/styled';
import { Badge, PageAlert, PageHeader, PageHeading, PageLead, Panel, RowMain, Rows } from '~/studio/studio-page-parts';
import { TextField } from '~/ui/text-field';

// Who works on a shop (owners only): add someone by email with a role (they get a mail saying how to sign in), change
// a role by adding them again, remove them. The last owner is offered no Remove (the server refuses it too); an owner
// who leaves goes back to their shops. Every change is in the audit log.

export const links = studioFontLinks;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const member = await requireStudioMember(request, context, params.shop, 'owner');
  const [chrome, members] = await Promise.all([
    loadStudioChrome(context, member.publisher),
    listMembers(context.db, member.shop.id),
  ]);
  return data(
    {
      chrome,
      current: { handle: member.shop.handle, name: member.shop.name, role: member.role },
      members,
      me: member.publisher.id,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

const memberForm = z.discriminatedUnion('intent', [
  inviteMemberBodySchema.extend({ intent: z.literal('invite') }),
  z.object({ intent: z.literal('remove'), publisherId: z.uuid() }),
]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const member = await requireStudioMember(request, context, params.shop, 'owner');
  const parsed = memberForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ ok: false as const, message: parsed.error.issues[0]?.message ?? 'Check the form.' }, 400);
  }
  try {
    if (parsed.data.intent === 'invite') {
      const { email, role } = parsed.data;
      await inviteMember(context.db, context.clock, member, { email, role, origin: new URL(request.url).origin });
      return data({ ok: true as const, message: `${email} is a ${role} of ${member.shop.name}.` });
    }
    const { publisherId } = parsed.data;
    const leaving = (await listMembers(context.db, member.shop.id)).find(
      (person) => person.publisherId === publisherId,
    );
    await removeMember(context.db, context.clock, member, publisherId);
    // An owner who leaves can no longer see this shop: back to their list of shops.
    if (publisherId === member.publisher.id) return redirect('/studio');
    return data({
      ok: true as const,
      message: `${leaving?.email ?? 'That person'} no longer works on ${member.shop.name}.`,
    });
  } catch (error) {
    return studioActionRefusal(error);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `Members | ${page?.current.name ?? 'Shop'} | Gamefront Studio` },
  { name: 'robots', content: 'noindex' },
];

const InviteForm = styled(Form, styles.inviteForm);

export default function StudioMembers() {
  const { chrome, current, members, me } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const owners = members.filter((person) => person.role === 'owner').length;
  const inviting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'invite';
  return (
    <StudioChrome {...chrome} current={current} section="members">
      <PageHeader>
        <div>
          <PageHeading>Members</PageHeading>
          <PageLead>
            Owners manage members; editors edit and publish; viewers only preview. Adding someone already here changes
            their role.
          </PageLead>
        </div>
      </PageHeader>
      {result ? (
        <PageAlert tone={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </PageAlert>
      ) : null}
      <Panel aria-labelledby="invite-heading">
        <h2 id="invite-heading">Add a member</h2>
        <InviteForm method="post" key={result?.ok ? result.message : 'invite'}>
          <input type="hidden" name="intent" value="invite" />
          <TextField label="Email" name="email" type="email" autoComplete="off" required />
          <label>
            Role
            <select name="role" defaultValue="editor">
              {studioRoles.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" loading={inviting}>
            Add and email them
          </Button>
        </InviteForm>
      </Panel>
      <Panel aria-labelledby="members-heading">
        <h2 id="members-heading">{members.length === 1 ? '1 member' : `${members.length} members`}</h2>
        <Rows as="ul">
          {members.map((person) => (
            <li key={person.publisherId} aria-label={person.email}>
              <RowMain>
                <strong>
                  {person.email}
                  <Badge tone={person.role === 'owner' ? 'live' : 'neutral'}>{person.role}</Badge>
                  {person.publisherId === me ? <Badge>you</Badge> : null}
                </strong>
                <small>
                  Added {formatStudioTime(person.addedAt)} ·{' '}
                  {person.lastSignInAt
                    ? `last signed in ${formatStudioTime(person.lastSignInAt)}`
                    : 'not signed in yet'}
                </small>
              </RowMain>
              {person.role === 'owner' && owners === 1 ? (
                <small>The only owner: make someone else an owner before leaving.</small>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="publisherId" value={person.publisherId} />
                  <Button
                    type="submit"
                    variant="destructive"
                    size="small"
                    aria-label={person.publisherId === me ? 'Leave this shop' : `Remove ${person.email}`}
                  >
                    {person.publisherId === me ? 'Leave' : 'Remove'}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </Rows>
      </Panel>
    </StudioChrome>
  );
}
