import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { CSSProperties } from 'react';
import { defaultTheme } from '../../schemas/theme';
import { themeToCssVariables } from '~/lib/theme-variables';
import { listRecentMails } from '~/server/mail/outbox.server';
import { styled } from '~/ui/styled';
import * as styles from '~/dev/outbox-page.css';

// The development outbox: the latest mails the server queued, so a developer without SMTP can read a sign-in
// code. It shows codes, so it does not exist in production.

export async function loader({ context }: LoaderFunctionArgs) {
  if (context.env.NODE_ENV === 'production') throw new Response('Not found', { status: 404 });
  return { mails: await listRecentMails(context.db, 50) };
}

export const meta: MetaFunction = () => [{ title: 'Outbox (development)' }, { name: 'robots', content: 'noindex' }];

const Page = styled('div', styles.page);
const Bar = styled('header', styles.bar);
const List = styled('main', styles.list);
const Mail = styled('article', styles.mail);
const Facts = styled('dl', styles.facts);
const Status = styled('span', styles.status);

export default function DevOutbox() {
  const { mails } = useLoaderData<typeof loader>();
  const style = themeToCssVariables(defaultTheme) as CSSProperties;
  return (
    <Page style={style}>
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
