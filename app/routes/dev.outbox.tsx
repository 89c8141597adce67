import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { CSSProperties } from 'react';
import { defaultTheme } from '../../schemas/theme';
import { themeToCssVariables } from '~/lib/theme-variables';
import { listRecentMails } from '~/server/mail/outbox.server';
import { styled, theme as tokenTheme } from '~/ui/stitches.config';

// The development outbox: the latest mails the server queued, so a developer without SMTP can read a sign-in
// code. It shows codes, so it does not exist in production.

export async function loader({ context }: LoaderFunctionArgs) {
  if (context.env.NODE_ENV === 'production') throw new Response('Not found', { status: 404 });
  return { mails: await listRecentMails(context.db, 50) };
}

export const meta: MetaFunction = () => [{ title: 'Outbox (development)' }, { name: 'robots', content: 'noindex' }];

const Page = styled('div', {
  minHeight: '100vh',
  background: '$baseBg',
  color: '$primaryText',
  fontFamily: '$body',
});
const Bar = styled('header', {
  display: 'flex',
  alignItems: 'baseline',
  gap: '$4',
  padding: '$3 $4',
  background: '$headerBg',
  borderBottom: '1px solid $border',
  '& h1': { margin: 0, fontFamily: '$display', fontSize: '1.25rem', marginRight: 'auto' },
  '& a': { color: '$accentText' },
  '& p': { margin: 0, color: '$secondaryText', fontSize: '0.875rem' },
});
const List = styled('main', { maxWidth: 1080, margin: '0 auto', padding: '$5 $4', display: 'grid', gap: '$5' });
const Mail = styled('article', {
  background: '$paper',
  border: '1px solid $border',
  borderRadius: '$card',
  padding: '$4',
  display: 'grid',
  gap: '$3',
  '& h2': { margin: 0, fontSize: '1.05rem' },
  '& pre': {
    margin: 0,
    padding: '$3',
    background: '$bgAccent',
    borderRadius: '$input',
    whiteSpace: 'pre-wrap',
    fontSize: '0.875rem',
  },
  '& iframe': { width: '100%', height: 420, border: '1px solid $border', borderRadius: '$input', background: 'white' },
});
const Facts = styled('dl', {
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '$1 $4',
  fontSize: '0.875rem',
  '& dt': { color: '$tertiaryText' },
  '& dd': { margin: 0, color: '$secondaryText', overflowWrap: 'anywhere' },
});
const Status = styled('span', {
  display: 'inline-block',
  padding: '0 $2',
  borderRadius: '$pill',
  border: '1px solid $border',
  '&[data-status="sent"]': { borderColor: '$accentBorder', color: '$accentText' },
  '&[data-status="dead"]': { borderColor: '$danger', color: '$danger' },
});

export default function DevOutbox() {
  const { mails } = useLoaderData<typeof loader>();
  const style = themeToCssVariables(defaultTheme) as CSSProperties;
  return (
    <Page className={tokenTheme.className} style={style}>
      <Bar>
        <h1>Outbox</h1>
        <p>
          Development only: the latest {mails.length} {mails.length === 1 ? 'mail' : 'mails'}, newest first.
        </p>
        <a href="/dev/outbox">Refresh</a>
      </Bar>
      <List>
        {mails.length === 0 ? <p>No mail yet. Ask for a sign-in code and it shows up here.</p> : null}
        {mails.map((mail) => (
          <Mail key={mail.id} aria-label={mail.subject}>
            <h2>{mail.subject}</h2>
            <Facts>
              <dt>To</dt>
              <dd>{mail.to}</dd>
              <dt>Shop</dt>
              <dd>{mail.shop ? `${mail.shop.name} (${mail.shop.handle})` : 'none'}</dd>
              <dt>Status</dt>
              <dd>
                <Status data-status={mail.status}>{mail.status}</Status> after {mail.attempts}{' '}
                {mail.attempts === 1 ? 'attempt' : 'attempts'}
                {mail.lastError ? ` (last error: ${mail.lastError})` : ''}
              </dd>
              <dt>Purpose</dt>
              <dd>{mail.purpose}</dd>
              <dt>Queued</dt>
              <dd>{mail.createdAt}</dd>
            </Facts>
            {mail.text === null ? <p>The body was erased once the mail was sent.</p> : <pre>{mail.text}</pre>}
            {/* Sandboxed without scripts, forms or navigation; same-origin only so the shop's icon may load. */}
            {mail.html === null ? null : (
              <iframe title={`HTML of “${mail.subject}”`} sandbox="allow-same-origin" srcDoc={mail.html} />
            )}
          </Mail>
        ))}
      </List>
    </Page>
  );
}
