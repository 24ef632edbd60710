import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { storefrontText } from '@/lib/storefront-text';
import { buildRestaurant } from '@/testing/fixtures';
import { errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { PolicyPageRoute } from './policy-pages';

const privacyBody = [
  'Tiffin respects your privacy. This policy explains what we keep.',
  '## Your rights',
  'You can ask us to:\n- send you a copy of your data\n- correct it',
  'To use any of these rights, e-mail us at hello@tiffin-cashel.ie.',
  '<script>alert("no")</script>',
].join('\n\n');

function stubPage(slug: string, title: string, body: string) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant({ name: 'Tiffin' })),
    [`GET /api/v1/pages/${slug}`]: jsonResponse(200, { slug, title, body }),
  });
}

describe('a policy page', () => {
  it('shows its title, then the headings, paragraphs and lists of its body', async () => {
    stubPage('privacy-policy', 'Privacy Policy', privacyBody);
    renderRoute(<PolicyPageRoute />, '/privacy-policy');

    expect(await screen.findByRole('heading', { level: 2, name: 'Your rights' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Tiffin respects your privacy. This policy explains what we keep.').tagName).toBe(
      'P',
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['send you a copy of your data', 'correct it']);
    expect(screen.getByRole('link', { name: 'hello@tiffin-cashel.ie' }).getAttribute('href')).toBe(
      'mailto:hello@tiffin-cashel.ie',
    );
    // Markup in the text is shown as text, never run.
    expect(screen.getByText('<script>alert("no")</script>')).toBeTruthy();
    expect(document.querySelector('main script, article script')).toBeNull();
  });

  it('names the document after the page and the restaurant, and describes it by its first paragraph', async () => {
    stubPage('privacy-policy', 'Privacy Policy', privacyBody);
    const view = renderRoute(<PolicyPageRoute />, '/privacy-policy');

    await waitFor(() => expect(document.title).toBe('Privacy Policy · Tiffin'));
    const description = document.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')).toBe(
      'Tiffin respects your privacy. This policy explains what we keep.',
    );

    view.unmount();
    expect(document.title).toBe('');
  });

  it('asks the server for the page of its path', async () => {
    const fetchMock = stubPage(
      'refund-and-cancellation-policy',
      'Return & Refund Policy',
      'Refunds: 5-10 days.',
    );
    renderRoute(<PolicyPageRoute />, '/refund-and-cancellation-policy');

    expect(await screen.findByText('Refunds: 5-10 days.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Return & Refund Policy' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname),
    ).toContain('/api/v1/pages/refund-and-cancellation-policy');
  });

  it('says while it loads, and offers Retry when it cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
      'GET /api/v1/pages/about-us': () =>
        fail
          ? errorResponse(500, 'Internal Server Error')
          : jsonResponse(200, { slug: 'about-us', title: 'About Us', body: 'A family-run kitchen.' }),
    });
    renderRoute(<PolicyPageRoute />, '/about-us');

    expect(screen.getByRole('status').textContent).toBe(storefrontText.pages.loading);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(storefrontText.pages.failed)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: storefrontText.footer.links.aboutUs })).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: messages.common.retry }));

    expect(await screen.findByText('A family-run kitchen.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
