import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { z } from 'zod';
import { LOGIN_CODE_LENGTH } from '../../schemas/sign-in';
import { publisherEmailSchema } from '../../schemas/studio';
import { DomainError } from '~/server/domain-errors.server';
import { checkStudioSignInCode, sendStudioSignInCode } from '~/server/studio/publisher-sign-in.server';
import {
  identifyPublisher,
  studioCookieHeader,
  studioTokenFromCookie,
} from '~/server/studio/publisher-sessions.server';
import { Button } from '~/ui/button';
import { OneTimeCodeInput } from '~/ui/one-time-code-input';
import { styled } from '~/ui/styled';
import { TextField } from '~/ui/text-field';
import * as styles from '~/studio/studio-pages.css';
import { studioFontLinks } from '~/studio/studio-chrome';

// Studio sign-in (docs/decisions/035): an email, then the code mailed to it. Plain forms, so it works before (and
// without) JavaScript. In development the code is in the outbox at /dev/outbox.

const Screen = styled('main', styles.signInScreen);
const Card = styled('div', styles.signInCard);
const Brand = styled('p', styles.brand);
const Heading = styled('h1', styles.heading);
const Lead = styled('p', styles.lead);
const Alert = styled('p', styles.alert);

/** Only studio addresses may follow a sign-in: anything else goes to the shop list. */
function safeNext(value: string | null): string {
  return value && /^\/studio(\/[^/\\]|$)/.test(value) && !value.startsWith('/studio/sign-') ? value : '/studio';
}

export const links = studioFontLinks;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const publisher = await identifyPublisher(context.db, context.clock, request);
  if (publisher) throw redirect(safeNext(new URL(request.url).searchParams.get('next')));
  return data({ devOutbox: context.env.NODE_ENV !== 'production' }, { headers: { 'Cache-Control': 'no-store' } });
}

const sendForm = z.object({ intent: z.literal('send'), email: publisherEmailSchema });
const checkForm = z.object({
  intent: z.literal('check'),
  email: publisherEmailSchema,
  attemptId: z.uuid(),
  code: z
    .string()
    .regex(new RegExp(`^[0-9]{${LOGIN_CODE_LENGTH}}$`), `Enter all ${LOGIN_CODE_LENGTH} digits of the code.`),
});

type ActionAnswer =
  | { step: 'email'; email: string; error: string }
  | { step: 'code'; email: string; attemptId: string; error: string | null; notice: string | null };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData());
  const url = new URL(request.url);
  const services = { db: context.db, clock: context.clock, authSecret: context.authSecret };
  if (form.intent === 'check') {
    const parsed = checkForm.safeParse(form);
    if (!parsed.success) {
      const { email, attemptId } = form;
      if (typeof email !== 'string' || typeof attemptId !== 'string')
        return data<ActionAnswer>({ step: 'email', email: '', error: 'Start again with your email address.' }, 400);
      return data<ActionAnswer>(
        { step: 'code', email, attemptId, error: parsed.error.issues[0]?.message ?? 'Check the code.', notice: null },
        400,
      );
    }
    try {
      const session = await checkStudioSignInCode(services, {
        attemptId: parsed.data.attemptId,
        code: parsed.data.code,
        userAgent: request.headers.get('User-Agent'),
        replacesToken: studioTokenFromCookie(request),
      });
      return redirect(safeNext(url.searchParams.get('next')), {
        headers: { 'Set-Cookie': studioCookieHeader(request, session) },
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return data<ActionAnswer>(
        {
          step: 'code',
          email: parsed.data.email,
          attemptId: parsed.data.attemptId,
          error: error.message,
          notice: null,
        },
        error.status,
      );
    }
  }
  const parsed = sendForm.safeParse(form);
  if (!parsed.success) {
    return data<ActionAnswer>(
      {
        step: 'email',
        email: String(form.email ?? ''),
        error: parsed.error.issues[0]?.message ?? 'Check the address.',
      },
      400,
    );
  }
  try {
    const attempt = await sendStudioSignInCode(services, {
      email: parsed.data.email,
      clientIp: context.clientIp,
      origin: url.origin,
    });
    return data<ActionAnswer>({
      step: 'code',
      email: parsed.data.email,
      attemptId: attempt.attemptId,
      error: null,
      notice: `If ${parsed.data.email} belongs to a studio account, a ${LOGIN_CODE_LENGTH}-digit code is on its way.`,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<ActionAnswer>({ step: 'email', email: parsed.data.email, error: error.message }, error.status);
  }
}

export const meta: MetaFunction = () => [
  { title: 'Sign in | Gamefront Studio' },
  { name: 'robots', content: 'noindex' },
];

function StudioMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2 3 7v10l9 5 9-5V7l-9-5Zm0 2.3 6.8 3.8L12 11.9 5.2 8.1 12 4.3ZM5 9.8l6 3.4v6.6l-6-3.3V9.8Zm8 10V13.2l6-3.4v6.7l-6 3.3Z"
      />
    </svg>
  );
}

export default function StudioSignIn() {
  const { devOutbox } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ActionAnswer | undefined;
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const busy = navigation.state !== 'idle';
  const formAction = `/studio/sign-in${search.get('next') ? `?next=${encodeURIComponent(search.get('next')!)}` : ''}`;
  return (
    <Screen>
      <Card>
        <Brand>
          <StudioMark />
          Gamefront Studio
        </Brand>
        {answer?.step === 'code' ? (
          <>
            <Heading>Check your email</Heading>
            {answer.notice ? (
              <Alert tone="info" role="status">
                {answer.notice}
              </Alert>
            ) : null}
            {/* A document post: its redirect may lead to /studio, whose data URL (/studio.data) the Path=/studio cookie
                does not reach, so the next page must load as a document. */}
            <Form method="post" action={formAction} reloadDocument>
              <input type="hidden" name="intent" value="check" />
              <input type="hidden" name="email" value={answer.email} />
              <input type="hidden" name="attemptId" value={answer.attemptId} />
              <OneTimeCodeInput
                key={answer.error ?? 'code'}
                name="code"
                label="Sign-in code"
                length={LOGIN_CODE_LENGTH}
                error={answer.error ?? undefined}
                helperText={`Sent to ${answer.email}. It works for 10 minutes.`}
                autoFocus
              />
              <Button type="submit" fullWidth loading={busy}>
                Sign in
              </Button>
            </Form>
            {devOutbox ? (
              <Lead>
                No mail server here: the code is in the <a href="/dev/outbox">development outbox</a>.
              </Lead>
            ) : null}
            <Form method="post" action={formAction}>
              <input type="hidden" name="intent" value="send" />
              <input type="hidden" name="email" value={answer.email} />
              <Button type="submit" variant="ghost" size="small" disabled={busy}>
                Send a new code
              </Button>
            </Form>
          </>
        ) : (
          <>
            <Heading>Sign in to the studio</Heading>
            <Lead>Edit your shops’ look and publish it. We email you a one-time code: no password.</Lead>
            {answer?.step === 'email' && answer.error ? <Alert role="alert">{answer.error}</Alert> : null}
            <Form method="post" action={formAction}>
              <input type="hidden" name="intent" value="send" />
              <TextField
                label="Work email"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={answer?.email || search.get('email') || ''}
                autoFocus
              />
              <Button type="submit" fullWidth loading={busy}>
                Email me a code
              </Button>
            </Form>
          </>
        )}
      </Card>
    </Screen>
  );
}
