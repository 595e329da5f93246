// The main navigation's split into the bar and "More", and the "More" disclosure's keyboard use.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DealerPermissions, ServiceCenterPermissions, type PermissionMap } from '@dealer/contracts';
import { paths } from '../../config/paths.ts';
import { MainNav } from './MainNav.tsx';
import { MainNavMore } from './MainNavMore.tsx';
import { fitMainNav, MAX_LINKS_IN_BAR, splitMainNav, type MainNavLink } from './main-nav-links.ts';

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

describe('main navigation fitted to its room', () => {
  const dealer = splitMainNav(granted(DealerPermissions));
  const center = splitMainNav(granted(ServiceCenterPermissions));
  const width = () => 100;
  const paths = (links: MainNavLink[]) => links.map((l) => l.to);
  // Eight links of 100 px with 4 px gaps need 828 px; "More" takes 60.
  const fit = (split: typeof dealer, room: number) => fitMainNav(split, width, room, 60, 4);

  it('moves nothing when the links fit or no room was measured', () => {
    expect(fit(dealer, 830)).toEqual(dealer);
    expect(fit(dealer, 0)).toEqual(dealer);
  });

  it('moves the secondary links first, then everyday ones from the end, keeping home', () => {
    const oneShort = fit(dealer, 827);
    expect(paths(oneShort.more)).toEqual(['/help']);
    const twoShort = fit(dealer, 700);
    expect(paths(twoShort.more)).toEqual(['/report-form', '/help']);
    const tight = fit(dealer, 500);
    expect(paths(tight.more)).toEqual(['/claim', '/order', '/report-form', '/help']);
    expect(paths(tight.bar)).toEqual(['/', '/service-tool', '/service-book', '/service-report']);
    expect(paths(fit(dealer, 10).bar)).toEqual(['/']);
  });

  it("adds to a service center's More in the table's order, losing none", () => {
    const { bar, more } = fit(center, 600);
    expect(paths(more)).toEqual(['/order', '/report-form', '/help', '/dealers', '/audit-log']);
    expect(bar.length + more.length).toBe(10);
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

describe('main navigation bar', () => {
  const renderNav = () =>
    render(
      <MemoryRouter>
        <MainNav permission={granted(DealerPermissions)} />
      </MemoryRouter>,
    );

  it('shows every link once, its gauges adding no text', () => {
    renderNav();
    expect(screen.getAllByRole('link')).toHaveLength(8);
    expect(screen.getAllByText('Help')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('moves what its measured room cannot hold under More on a wide screen', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('min-width') }));
    // The bar is 500 px; every gauge (each link, and More) 100 px.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      return { width: this.tagName === 'NAV' ? 500 : 100 } as DOMRect;
    });
    try {
      renderNav();
      expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
        'Home',
        'Service tool',
        'Service book',
      ]);
      fireEvent.click(screen.getByRole('button', { name: 'More' }));
      expect(screen.getAllByRole('link')).toHaveLength(8);
    } finally {
      rect.mockRestore();
    }
  });
});
