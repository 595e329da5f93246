// A dealer never reaches the review queue: without review_case_management the screen sends the
// account to /404 before anything is fetched.
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DealerPermissions } from '@dealer/contracts';
import { sessionStore, initialSession } from '../../lib/session/session-store.ts';
import { CaseReviewPage } from './CaseReviewPage.tsx';

afterEach(() => sessionStore.set(initialSession));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/case-review', Component: CaseReviewPage },
      { path: '/404', element: <p>page not found</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('case review guard', () => {
  it('sends a dealer to /404', async () => {
    sessionStore.set({
      ...initialSession,
      loggedIn: true,
      permission: Object.fromEntries(DealerPermissions.map((k) => [k, true])),
    });
    const router = renderAt('/case-review');
    await screen.findByText('page not found');
    expect(router.state.location.pathname).toBe('/404');
  });

  it('lets a reviewer in', async () => {
    sessionStore.set({
      ...initialSession,
      loggedIn: true,
      permission: { register_service_center: true, review_case_management: true },
    });
    const router = renderAt('/case-review');
    await screen.findByRole('heading', { level: 1, name: 'Case review' });
    expect(router.state.location.pathname).toBe('/case-review');
  });
});
