// The main navigation's split into the bar and "More", and the "More" disclosure's keyboard use.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DealerPermissions, ServiceCenterPermissions, type PermissionMap } from '@dealer/contracts';
import { paths } from '../../config/paths.ts';
import { MainNavMore } from './MainNavMore.tsx';
import { MAX_LINKS_IN_BAR, splitMainNav } from './main-nav-links.ts';

const granted = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, true])) as PermissionMap;

describe('main navigation split', () => {
  it("keeps a dealer's links in the bar", () => {
    const { bar, more } = splitMainNav(granted(DealerPermissions));
    expect(bar.map((l) => l.to)).toContain(paths.serviceTool);
    expect(bar.length).toBeLessThanOrEqual(MAX_LINKS_IN_BAR);
    expect(more).toEqual([]);
  });

  it("moves a service center's less frequent links under More, losing none", () => {
    const { bar, more } = splitMainNav(granted(ServiceCenterPermissions));
    expect(bar.length).toBeLessThanOrEqual(MAX_LINKS_IN_BAR);
    expect(bar.map((l) => l.to)).toEqual(
      expect.arrayContaining([paths.home, paths.caseReview, paths.claimReview]),
    );
    expect(more.map((l) => l.to)).toEqual([
      paths.reportForm,
      paths.helpCentre,
      paths.dealers,
      paths.auditLog,
    ]);
    expect(bar.length + more.length).toBe(10);
  });

  it('shows no link whose permission the account lacks', () => {
    const { bar, more } = splitMainNav({});
    expect([...bar, ...more].map((l) => l.to)).toEqual([paths.home, paths.reportForm, paths.helpCentre]);
  });
});

describe('More menu', () => {
  const links = splitMainNav(granted(ServiceCenterPermissions)).more;
  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <MainNavMore links={links} />
      </MemoryRouter>,
    );

  it('opens and closes as a disclosure, Escape returning focus to its button', () => {
    renderAt(paths.home);
    const button = screen.getByRole('button', { name: 'More' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Dealers' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('link')).toHaveLength(4);
    screen.getByRole('link', { name: 'Dealers' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('marks itself current when the open screen is one of its links', () => {
    renderAt(paths.auditLog);
    expect(screen.getByRole('button', { name: 'More' }).className).toContain('active');
  });

  it('renders nothing without links', () => {
    const { container } = render(
      <MemoryRouter>
        <MainNavMore links={[]} />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});
