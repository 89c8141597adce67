// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInResult } from '../../../schemas/account';
import { SignInDialog } from '~/shop/sign-in/sign-in-dialog';
import { toastStore } from '~/ui/use-toast';

// The browser's boundary is fetch: a fake server answers each call the way its contract (schemas/api/login.ts) says.

type Answer = { status: number; body?: unknown } | 'offline';
type Handler = (body: unknown) => Answer | Promise<Answer>;
interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const attemptId = '0f9a3c1e-5b2d-4f7e-9a10-2c3d4e5f6a7b';
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const codeSent = (resendInSeconds = 30): Answer => ({
  status: 200,
  body: { attemptId, expiresAt: inSeconds(600), resendAvailableAt: inSeconds(resendInSeconds) },
});
const refused = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message } },
});
const signedIn: SignInResult = {
  player: {
    id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
    shop: 'emberfall',
    email: 'ada@example.com',
    displayName: 'Ada',
    createdAt: new Date().toISOString(),
  },
  clientKind: 'WEB',
  credential: 'credential-value',
  expiresAt: inSeconds(3600),
};
const bothProviders: Answer = {
  status: 200,
  body: {
    providers: [
      { type: 'GOOGLE', id: 'google', label: 'Google' },
      { type: 'CUSTOM', id: 'custom', label: 'Email' },
    ],
  },
};

function fakeServer(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler
      ? await handler(body)
      : { status: 404, body: { error: { code: 'not_found', message: 'No such call' } } };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, pathsCalled: () => calls.map((call) => `${call.method} ${call.path}`) };
}

const standardRoutes = (overrides: Record<string, Handler> = {}): Record<string, Handler> => ({
  'GET /api/login/get_login_options/emberfall': () => bothProviders,
  'POST /api/custom_login/generate_code': () => codeSent(),
  'POST /api/custom_login/check_code': () => ({
    status: 200,
    body: { authToken: 'a'.repeat(43), expiresAt: inSeconds(60) },
  }),
  'POST /api/custom_login/exchange_auth_token': () => ({ status: 200, body: signedIn }),
  ...overrides,
});

function openDialog() {
  const onSignedIn = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <SignInDialog
      shop="emberfall"
      open
      onOpenChange={onOpenChange}
      onSignedIn={onSignedIn}
      returnTo="/emberfall/shop"
    />,
  );
  return { onSignedIn, onOpenChange, dialog: screen.getByRole('dialog', { name: 'Sign in' }) };
}

async function requestCode(user: ReturnType<typeof userEvent.setup>, email = 'Ada@Example.com') {
  await user.type(await screen.findByLabelText(/Email address/), email);
  await user.click(screen.getByRole('button', { name: 'Email me a code' }));
  return screen.findByRole('group', { name: 'Sign-in code' });
}

const digit = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

beforeEach(() => {
  toastStore.remove();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('given the sign-in dialog is opened', () => {
  it('shows a loading skeleton, then the shop providers: a button per redirect provider and the email form', async () => {
    let answer: (value: Answer) => void = () => undefined;
    fakeServer(
      standardRoutes({
        'GET /api/login/get_login_options/emberfall': () => new Promise((resolve) => (answer = resolve)),
      }),
    );
    const { dialog } = openDialog();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading sign-in options…');
    expect(within(dialog).queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    act(() => answer(bothProviders));
    expect(await within(dialog).findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(within(dialog).getByRole('textbox', { name: /Email address/ })).toHaveAttribute('autocomplete', 'email');
    expect(within(dialog).getByRole('separator')).toHaveTextContent('or use your email');
  });

  it('offers to try again when the options cannot be loaded, and says so when the shop has no providers', async () => {
    let calls = 0;
    fakeServer(
      standardRoutes({
        'GET /api/login/get_login_options/emberfall': () =>
          ++calls === 1 ? 'offline' : { status: 200, body: { providers: [] } },
      }),
    );
    const user = userEvent.setup();
    openDialog();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the shop. Check your connection');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/This shop has not turned on sign-in yet/)).toBeInTheDocument();
  });

  it('refuses a malformed email with a clear message and sends nothing', async () => {
    const server = fakeServer(standardRoutes());
    const user = userEvent.setup();
    openDialog();
    const field = await screen.findByRole('textbox', { name: /Email address/ });
    await user.type(field, 'ada@');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Expected an email address like player@example.com');
    expect(field).toHaveFocus();
    expect(server.pathsCalled()).not.toContain('POST /api/custom_login/generate_code');
    // Corrected, the error goes away as the player types.
    await user.type(field, 'example.com');
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});

describe('given a player signing in with an email code', () => {
  it('sends the code, moves focus to the code input, checks it, and signs in with a toast', async () => {
    const server = fakeServer(standardRoutes());
    const user = userEvent.setup();
    const { onSignedIn } = openDialog();
    await requestCode(user);
    expect(server.calls.find((call) => call.path === '/api/custom_login/generate_code')?.body).toEqual({
      shop: 'emberfall',
      email: 'ada@example.com',
    });
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(digit(1)).toHaveFocus();
    await user.keyboard('123456');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn));
    expect(server.calls.find((call) => call.path === '/api/custom_login/check_code')?.body).toEqual({
      attemptId,
      code: '123456',
    });
    expect(server.calls.find((call) => call.path === '/api/custom_login/exchange_auth_token')?.body).toEqual({
      token: 'a'.repeat(43),
    });
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: 'Signed in as Ada', variant: 'success' });
  });

  it('says how many tries are left after a wrong code, clears it and puts focus back on the first digit', async () => {
    fakeServer(
      standardRoutes({
        'POST /api/custom_login/check_code': () => refused(401, 'invalid_code', 'That code is not right: 4 tries left'),
      }),
    );
    const user = userEvent.setup();
    const { onSignedIn } = openDialog();
    await requestCode(user);
    await user.keyboard('111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right: 4 tries left');
    expect(digit(1)).toHaveValue('');
    expect(digit(1)).toHaveFocus();
    expect(digit(1)).toHaveAttribute('aria-invalid', 'true');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it.each([
    ['expired_code', 'This code has expired. Ask for a new one below.'],
    [
      'spent_code',
      'This code can no longer be used: it was already used or had too many wrong tries. Ask for a new one.',
    ],
  ])('tells a refused code (%s) apart from a wrong one', async (code, message) => {
    fakeServer(standardRoutes({ 'POST /api/custom_login/check_code': () => refused(401, code, 'Refused') }));
    const user = userEvent.setup();
    openDialog();
    await requestCode(user);
    await user.keyboard('222222');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the server message when sending codes is rate-limited', async () => {
    fakeServer(
      standardRoutes({
        'POST /api/custom_login/generate_code': () =>
          refused(429, 'rate_limited', 'Too many codes were sent to this address. Try again in 52 minutes.'),
      }),
    );
    const user = userEvent.setup();
    openDialog();
    await user.type(await screen.findByLabelText(/Email address/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many codes were sent to this address. Try again in 52 minutes.',
    );
    expect(screen.getByRole('button', { name: 'Email me a code' })).toBeEnabled();
  });

  it('shows a busy button only while a request is in flight', async () => {
    let answer: (value: Answer) => void = () => undefined;
    fakeServer(
      standardRoutes({ 'POST /api/custom_login/generate_code': () => new Promise((resolve) => (answer = resolve)) }),
    );
    const user = userEvent.setup();
    openDialog();
    await user.type(await screen.findByLabelText(/Email address/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    const busy = screen.getByRole('button', { name: 'Sending your code…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    act(() => answer(codeSent()));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('counts down before a new code can be sent, then sends one and says so', async () => {
    const server = fakeServer(standardRoutes({ 'POST /api/custom_login/generate_code': () => codeSent(1.2) }));
    const user = userEvent.setup();
    openDialog();
    await requestCode(user);
    expect(screen.getByText(/New code in 0:0[01]/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }, { timeout: 3000 }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We sent a new code to ada@example.com.'));
    expect(server.pathsCalled().filter((path) => path === 'POST /api/custom_login/generate_code')).toHaveLength(2);
  });

  it('goes back to the email form, keeping the address, with "Use another email"', async () => {
    fakeServer(standardRoutes());
    const user = userEvent.setup();
    openDialog();
    await requestCode(user);
    await user.click(screen.getByRole('button', { name: 'Use another email' }));
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('ada@example.com');
  });

  it('says the shop cannot be reached when the network fails', async () => {
    fakeServer(standardRoutes({ 'POST /api/custom_login/check_code': () => 'offline' }));
    const user = userEvent.setup();
    openDialog();
    await requestCode(user);
    await user.keyboard('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the shop.');
  });
});

describe('given a player choosing a redirect provider', () => {
  it('asks for the provider URL with the shop and the page to come back to, then leaves for it', async () => {
    const server = fakeServer(
      standardRoutes({
        'POST /api/login/google/get_redirect_url': () => ({
          status: 200,
          body: { url: 'https://accounts.example/auth?x=1' },
        }),
      }),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    openDialog();
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/auth?x=1'));
    const call = server.calls.find((entry) => entry.path === '/api/login/google/get_redirect_url')!;
    expect(Object.fromEntries(call.query)).toEqual({ shop: 'emberfall', return_to: '/emberfall/shop' });
    expect(screen.getByRole('button', { name: 'Opening Google…' })).toHaveAttribute('aria-busy', 'true');
  });
});
