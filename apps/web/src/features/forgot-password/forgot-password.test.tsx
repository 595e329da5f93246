// The reset page without a session: a code is asked for, a wrong code reads in plain words with its
// catalogue code in small print, the right one sets the password; the sign-in page's language and
// address come along in the link. The real API and mail behind it: e2e/journeys/shell-t-sign-in-page.test.ts.
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { currentLanguage, i18n, setLanguage } from '../../lib/i18n/i18n.ts';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { resetErrorOf } from './reset-errors.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en', { persist: false });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('forgot password page', () => {
  it('asks for a code, explains a wrong one with its code, then sets the password', async () => {
    const bodies: { path: string; body: unknown }[] = [];
    const answers = [
      json(200, { result: null }),
      json(400, {
        code: 400700,
        message: 'Invalid parameter',
        details: [{ field: 'body/code', problem: 'x' }],
      }),
      json(200, { result: null }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        bodies.push({ path: new URL(request.url).pathname, body: await request.json() });
        return answers.shift()!;
      }),
    );
    renderAt('/forgot-password?email=tech%40example.com');
    expect(screen.getByLabelText<HTMLInputElement>(/E-mail address/).value).toBe('tech@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(/If an account exists for tech@example.com/);
    // The portal's language goes along: the mail is written in it.
    expect(bodies[0]).toEqual({
      path: '/api/user/forgot_password',
      body: { username: 'tech@example.com', language: 'en' },
    });

    // The form's own checks first: six digits, a password the rules accept, the same twice.
    fireEvent.change(screen.getByLabelText(/Code from the e-mail/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Enter the 6 digits from the e-mail.')).toBeTruthy();
    expect(bodies).toHaveLength(1);

    fireEvent.change(screen.getByLabelText(/Code from the e-mail/), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'fresh-pass9' } });
    fireEvent.change(screen.getByLabelText(/Confirm new password/), { target: { value: 'fresh-pass9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    const alert = await screen.findByText(/The code is wrong or has expired/);
    expect(alert.querySelector('small')?.textContent).toBe('Error code 400700');

    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await screen.findByText(/Your password has been changed/);
    expect(bodies[2]).toEqual({
      path: '/api/user/confirm_forgot_password',
      body: { username: 'tech@example.com', code: '123456', new_password: 'fresh-pass9' },
    });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it("opens in the sign-in page's language and asks for the mail in it", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        bodies.push(await request.json());
        return json(200, { result: null });
      }),
    );
    // German arrives as a chunk of its own: wait for it, however long the machine takes to load it.
    const german = new Promise<void>((resolve) => {
      const changed = (language: string) => {
        if (language !== 'de') return;
        i18n.off('languageChanged', changed);
        resolve();
      };
      i18n.on('languageChanged', changed);
    });
    renderAt('/forgot-password?lang=de&email=tech%40example.com');
    await german;
    await screen.findByRole('heading', { name: 'Neues Passwort festlegen' });
    expect(currentLanguage()).toBe('de');
    fireEvent.click(screen.getByRole('button', { name: 'Code senden' }));
    await screen.findByText(/Wenn es ein Konto für tech@example.com gibt/);
    expect(bodies).toEqual([{ username: 'tech@example.com', language: 'de' }]);
  });
});

describe('reset errors in plain words', () => {
  it('tells a weak password from a wrong code, too many tries and single sign-on', () => {
    const weak = new ApiError(400, 400700, 'x', [{ field: 'body/new_password', problem: 'too_short' }]);
    expect(resetErrorOf(weak)).toEqual({ message: 'reset.error.weakPassword', code: 400700 });
    expect(resetErrorOf(new ApiError(429, 400601, 'x'))).toEqual({
      message: 'reset.error.tooMany',
      code: 400601,
    });
    const sso = new ApiError(400, 400000, 'x', [{ field: 'body', problem: 'managed elsewhere' }]);
    expect(resetErrorOf(sso).message).toBe('reset.error.sso');
    expect(resetErrorOf(new TypeError('Failed to fetch'))).toEqual({
      message: 'reset.error.other',
      code: null,
    });
  });
});
