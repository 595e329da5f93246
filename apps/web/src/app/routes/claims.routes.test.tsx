// The claim screens' access rules as the route table states them: a dealer never reaches the review
// queue, a service center never the new-claim form.
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DealerPermissions, ServiceCenterPermissions, type PermissionKey } from '@dealer/contracts';
import { claimsRoutes } from './claims.routes.ts';
import { initialSession, sessionStore } from '../../lib/session/session-store.ts';

afterEach(() => sessionStore.set(initialSession));
// The screens are lazy chunks, transformed on first import: give them time on a busy machine.
const LAZY = { timeout: 20_000 };

function openAs(keys: readonly PermissionKey[], path: string) {
  sessionStore.set({
    ...initialSession,
    loggedIn: true,
    permission: Object.fromEntries(keys.map((k) => [k, true])),
  });
  const router = createMemoryRouter([...claimsRoutes, { path: '/404', element: <p>page not found</p> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('claim routes', { timeout: 30_000 }, () => {
  it('send a dealer away from the review queue', async () => {
    const router = openAs(DealerPermissions, '/claim-review');
    await screen.findByText('page not found', {}, LAZY);
    expect(router.state.location.pathname).toBe('/404');
  });

  it('send a service center away from the new-claim form', async () => {
    const router = openAs(ServiceCenterPermissions, '/claim/new');
    await screen.findByText('page not found', {}, LAZY);
    expect(router.state.location.pathname).toBe('/404');
  });

  it('open the review queue for a service center', async () => {
    const router = openAs(ServiceCenterPermissions, '/claim-review');
    await screen.findByRole('heading', { level: 1, name: 'Claim review' }, LAZY);
    expect(router.state.location.pathname).toBe('/claim-review');
  });
});
