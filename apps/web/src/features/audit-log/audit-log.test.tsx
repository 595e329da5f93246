// The audit-log screen: its route lets only manage_dealer in (a dealer lands on /404); the filters
// come from the URL and go to the API as its query (local times as ISO instants); a row reads in the
// reader's words; invalid URL values are dropped. The real API behind it: e2e/journeys/audit-log.test.ts.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealerPermissions } from '@dealer/contracts';
import { operationsRoutes } from '../../app/routes/operations.routes.ts';
import { initialSession, sessionStore } from '../../lib/session/session-store.ts';
import { apiQueryOf, filtersOf, paramsOf } from './audit-filters.ts';

const ENTRY = {
  id: 7,
  at: '2026-11-25T07:30:05.000Z',
  actor_id: 'u1',
  actor_email: 'support-eu@example.com',
  actor_role: 'service_center',
  subject: 'shop',
  subject_id: '1',
  action: 'update',
  region_id: 1,
  before_digest: 'a',
  after_digest: 'b',
  changed_fields: ['phoneNumber', 'updatedAt'],
};

afterEach(() => {
  sessionStore.set(initialSession);
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter([...operationsRoutes, { path: '/404', element: <p>page not found</p> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const signedIn = (permission: Record<string, boolean>) =>
  sessionStore.set({ ...initialSession, loggedIn: true, permission });

describe('audit-log filters in the URL', () => {
  it('reads known values, drops unknown ones and writes back only what is set', () => {
    const f = filtersOf(
      new URLSearchParams('subject=shop&action=bike_setting&subject_id=1&from=2026-11-25T08:00&to=x&page=2'),
    );
    expect(f).toEqual({
      subject: 'shop',
      action: 'bike_setting',
      subjectId: '1',
      from: '2026-11-25T08:00',
      to: '',
      page: 2,
    });
    expect(filtersOf(new URLSearchParams('subject=planet&action=explode&page=-1'))).toMatchObject({
      subject: '',
      action: '',
      page: 1,
    });
    expect(paramsOf({ ...f, page: 1 }).toString()).toBe(
      'subject=shop&action=bike_setting&subject_id=1&from=2026-11-25T08%3A00',
    );
    expect(apiQueryOf(f).from).toBe(new Date('2026-11-25T08:00').toISOString());
  });
});

describe('audit-log screen', () => {
  it('sends a dealer to /404', async () => {
    signedIn(Object.fromEntries(DealerPermissions.map((k) => [k, true])));
    const router = renderAt('/audit-log');
    // The first render also loads the screen's lazy module (slow on a cold transform).
    await screen.findByText('page not found', {}, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/404');
  });

  it('shows the region’s entries with the URL’s filters and puts a new filter in the URL', async () => {
    signedIn({ register_service_center: true, manage_dealer: true });
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ result: { items: [ENTRY], page: 1, page_size: 20, total: 1 } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAt('/audit-log?subject=shop');
    // Waits for the screen's lazy module and its query, not for the machine to be quick about them.
    const table = await screen.findByRole('table', { name: '1 entry' }, { timeout: 20_000 });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('support-eu@example.com');
    expect(row.textContent).toContain('Service center');
    expect(row.textContent).toContain('Bike shop');
    expect(row.textContent).toContain('Updated');
    expect(row.textContent).toContain('phoneNumber');
    expect(within(row).getByText(/2026/).getAttribute('datetime')).toBe(ENTRY.at);
    const first = new URL((fetchMock.mock.calls[0] as unknown as [Request])[0].url);
    expect(first.pathname).toBe('/api/audit_log');
    expect(first.searchParams.get('subject')).toBe('shop');

    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'update' } });
    await vi.waitFor(() => expect(router.state.location.search).toBe('?subject=shop&action=update'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('keeps every filter chosen in quick succession, and adopts a query it did not write', async () => {
    signedIn({ register_service_center: true, manage_dealer: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ result: { items: [ENTRY], page: 1, page_size: 20, total: 1 } }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const router = renderAt('/audit-log');
    await screen.findByRole('table', { name: '1 entry' });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'shop' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'update' } });
    fireEvent.change(screen.getByLabelText('Subject ID'), { target: { value: '12' } });
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?subject=shop&action=update&subject_id=12'),
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Action').value).toBe('update');

    await router.navigate('/audit-log?action=create');
    await vi.waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Action').value).toBe('create'));
    expect(screen.getByLabelText<HTMLSelectElement>('Subject').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Subject ID').value).toBe('');
  });

  it('says so when nothing matches', async () => {
    signedIn({ register_service_center: true, manage_dealer: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ result: { items: [], page: 1, page_size: 20, total: 0 } }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderAt('/audit-log?subject_id=nothing');
    await screen.findByRole('heading', { name: 'No entries' });
  });
});
