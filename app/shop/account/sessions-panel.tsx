import { Form, useNavigation } from '@remix-run/react';
import type { z } from 'zod';
import type { sessionSummarySchema } from '../../../schemas/account';
import { Button } from '~/ui/button';
import { styled } from '~/ui/styled';
import * as styles from './sessions-panel.css';
import { Badge, formatDateTime, Item, ItemMeta, ItemText, ItemTitle, List, Panel } from '~/shop/account/account-parts';

export type SessionSummary = z.input<typeof sessionSummarySchema>;

const Actions = styled('div', styles.actions);

const browsers: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Windows" from a user agent; the launcher and unknown agents get plain words. */
export function deviceName(session: Pick<SessionSummary, 'clientKind' | 'userAgent'>): string {
  if (session.clientKind === 'LAUNCHER') return 'Game launcher';
  const agent = session.userAgent ?? '';
  const browser = browsers.find(([pattern]) => pattern.test(agent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Web browser';
}

function IntentButton({
  intent,
  variant,
  children,
  busyLabel,
  sessionId,
  label,
}: {
  intent: string;
  variant: 'neutral' | 'destructive' | 'ghost';
  children: string;
  busyLabel: string;
  sessionId?: string;
  label?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === intent &&
    (sessionId === undefined || navigation.formData.get('sessionId') === sessionId);
  return (
    <Form method="post" replace>
      <input type="hidden" name="intent" value={intent} />
      {sessionId ? <input type="hidden" name="sessionId" value={sessionId} /> : null}
      <Button
        type="submit"
        variant={variant}
        size={variant === 'ghost' ? 'small' : 'medium'}
        loading={busy}
        aria-label={label}
      >
        {busy ? busyLabel : children}
      </Button>
    </Form>
  );
}

/** Where the player is signed in, with sign-out for this device, another one, or everywhere at once. */
export function SessionsPanel({ sessions }: { sessions: SessionSummary[] }) {
  return (
    <Panel
      id="sessions"
      title="Sessions"
      hint="Devices signed in to your account. Sign out everywhere if one of them is not yours."
    >
      <List aria-label="Signed-in devices">
        {sessions.map((session) => (
          <Item key={session.id}>
            <ItemText>
              <ItemTitle>{deviceName(session)}</ItemTitle>
              <ItemMeta>
                Signed in {formatDateTime(session.createdAt)} · last active {formatDateTime(session.lastSeenAt)}
              </ItemMeta>
            </ItemText>
            {session.current ? (
              <Badge tone="good">This device</Badge>
            ) : (
              <IntentButton
                intent="end-session"
                sessionId={session.id}
                variant="ghost"
                busyLabel="Signing out…"
                label={`Sign out ${deviceName(session)}`}
              >
                Sign out
              </IntentButton>
            )}
          </Item>
        ))}
      </List>
      <Actions>
        <IntentButton intent="sign-out" variant="neutral" busyLabel="Signing out…">
          Sign out
        </IntentButton>
        <IntentButton intent="sign-out-everywhere" variant="destructive" busyLabel="Signing out everywhere…">
          Sign out everywhere
        </IntentButton>
      </Actions>
    </Panel>
  );
}
