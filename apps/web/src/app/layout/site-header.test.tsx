import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@tiffin/core';
import { describe, expect, it, vi } from 'vitest';
import { buildMenu, buildRestaurant } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const nav = messages.navigation;

function siteApi() {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
  });
}

function scrolledSectionIds(): string[] {
  return (vi.mocked(Element.prototype.scrollIntoView).mock.contexts as Element[]).map(
    (element) => element.id,
  );
}

function header() {
  return within(screen.getByRole('banner'));
}

describe('the header', () => {
  it('has the restaurant name as a link home, the main links, and Sign In and Sign Up', async () => {
    siteApi();
    renderApp('/nope');

    expect((await header().findByRole('link', { name: 'Tiffin' })).getAttribute('href')).toBe('/');
    const main = within(header().getByRole('navigation', { name: 'Main' }));
    expect(main.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [nav.home, '/'],
      [nav.favourites, '/favourites'],
      [nav.award, '/#award-section'],
      [nav.reservation, '/#preorder-section'],
      [nav.help, '/contact-us'],
    ]);
    // For a visitor, Sign In and Sign Up open the sign-in modal on their form.
    expect(header().getByRole('button', { name: nav.signIn }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(header().getByRole('button', { name: nav.signUp }).getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('marks the page being shown', async () => {
    siteApi();
    renderApp('/menu');

    const home = await header().findByRole('link', { name: nav.home });
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(header().getByRole('link', { name: nav.favourites }).getAttribute('aria-current')).toBeNull();
  });

  it('on the home page, Reservation scrolls to the pre-order section', async () => {
    siteApi();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Tiffin' });

    fireEvent.click(within(header().getByRole('navigation')).getByRole('link', { name: nav.reservation }));

    expect(scrolledSectionIds()).toEqual(['preorder-section']);
    expect(document.activeElement?.id).toBe('preorder-section');
    expect(router.state.location.pathname).toBe('/');
  });

  it('from another page, Award first goes home, then scrolls to the award section', async () => {
    siteApi();
    const { router } = renderApp('/nope');
    await screen.findByRole('heading', { level: 1, name: nav.notFound });

    fireEvent.click(within(header().getByRole('navigation')).getByRole('link', { name: nav.award }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(scrolledSectionIds()).not.toContain('award-section');
    await waitFor(() => expect(scrolledSectionIds()).toContain('award-section'));
  });
});

describe('the mobile menu', () => {
  it('opens a modal panel with the same items, and closing it returns focus to the menu button', async () => {
    siteApi();
    renderApp('/nope');
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menuButton);

    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect((panel as HTMLDialogElement).open).toBe(true);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const items = within(panel)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(items).toEqual([nav.home, nav.favourites, nav.award, nav.reservation, nav.help]);
    expect(within(panel).getByRole('button', { name: nav.signIn })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: nav.signUp })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Close menu' }));

    expect((panel as HTMLDialogElement).open).toBe(false);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes when an item is chosen and goes where the item leads', async () => {
    siteApi();
    const { router } = renderApp('/nope');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const panel = (await screen.findByRole('dialog', { name: 'Menu' })) as HTMLDialogElement;

    fireEvent.click(within(panel).getByRole('link', { name: nav.help }));

    expect(panel.open).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact-us'));
  });
});
