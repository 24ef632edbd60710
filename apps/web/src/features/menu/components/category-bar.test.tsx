import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteText } from '@/lib/site-text';
import { buildMenu, curries, desserts, starters } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderMenuWithBasket } from '../testing/render-menu';

const MENU_CALL = 'GET /api/custom/custom/products-with-categories';

async function chips() {
  const nav = await screen.findByRole('navigation', { name: siteText.menu.categoriesNavigation });
  return within(nav);
}

const current = async () =>
  (await chips()).getAllByRole('link').filter((chip) => chip.getAttribute('aria-current') === 'true');

describe('the category chips', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('put the starter category first and mark it active, whatever the kitchen’s order', async () => {
    mockApi({ [MENU_CALL]: jsonResponse(200, buildMenu({ categories: [curries, desserts, starters] })) });
    renderMenuWithBasket();

    const links = (await chips()).getAllByRole('link');
    expect(links.map((chip) => chip.textContent)).toEqual(['Starters', 'House Curries', 'Desserts']);
    expect(links.map((chip) => chip.getAttribute('href'))).toEqual([
      '#category-1',
      '#category-3',
      '#category-12',
    ]);
    expect((await current()).map((chip) => chip.textContent)).toEqual(['Starters']);
    const sections = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['Starters', 'House Curries', 'Desserts']);
  });

  it('without a starter category, the first one is active', async () => {
    mockApi({ [MENU_CALL]: jsonResponse(200, buildMenu({ categories: [curries, desserts], products: [] })) });
    renderMenuWithBasket();

    expect((await current()).map((chip) => chip.textContent)).toEqual(['House Curries']);
  });

  it('choosing one scrolls to its section, marks it, and fetches its first 10 dishes of every type', async () => {
    const fetchMock = mockApi({
      [MENU_CALL]: jsonResponse(200, buildMenu()),
      'GET /api/v1/categories/products/12': jsonResponse(200, {
        total_size: 0,
        limit: 10,
        offset: 0,
        products: [],
      }),
    });
    renderMenuWithBasket();

    fireEvent.click((await chips()).getByRole('link', { name: 'Desserts' }));

    expect((await current()).map((chip) => chip.textContent)).toEqual(['Desserts']);
    const scrolledTo = vi.mocked(Element.prototype.scrollIntoView).mock.contexts as Element[];
    expect(scrolledTo.map((element) => element.id)).toEqual(['category-12']);
    const [call] = callsTo(fetchMock, 'GET /api/v1/categories/products/12');
    const url = new URL(String(call?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '10', offset: '0', type: 'all' });
  });

  it('the arrows scroll the row by 200 px and are marked unavailable at its ends', async () => {
    mockApi({ [MENU_CALL]: jsonResponse(200, buildMenu()) });
    vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(1000);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const scrollLeft = vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockReturnValue(0);
    renderMenuWithBasket();
    const bar = await chips();
    const left = bar.getByRole('button', { name: siteText.menu.scrollCategoriesLeft });
    const right = bar.getByRole('button', { name: siteText.menu.scrollCategoriesRight });

    expect(left.getAttribute('aria-disabled')).toBe('true');
    expect(right.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(left);
    expect(Element.prototype.scrollBy).not.toHaveBeenCalled();

    fireEvent.click(right);
    expect(Element.prototype.scrollBy).toHaveBeenLastCalledWith({ left: 200, behavior: 'smooth' });

    scrollLeft.mockReturnValue(700);
    fireEvent.scroll(bar.getByRole('list'));
    expect(left.getAttribute('aria-disabled')).toBeNull();
    expect(right.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(left);
    expect(Element.prototype.scrollBy).toHaveBeenLastCalledWith({ left: -200, behavior: 'smooth' });
  });

  it('no arrows when every chip fits', async () => {
    mockApi({ [MENU_CALL]: jsonResponse(200, buildMenu()) });
    renderMenuWithBasket();
    const bar = await chips();
    expect(bar.queryByRole('button')).toBeNull();
  });

  it('follow the section in view as the page scrolls, except for 500 ms after a chip is chosen and until the glide has arrived or the customer takes over', async () => {
    mockApi({ [MENU_CALL]: jsonResponse(200, buildMenu()) });
    const tops: Record<string, number> = { 'category-1': -400, 'category-3': 0, 'category-12': 900 };
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: tops[this.id] ?? 0, bottom: 0 } as DOMRect;
    });
    // A page long enough that a glide's end is not its end.
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(5000);
    renderMenuWithBasket();
    const bar = await chips();
    const scroll = () => act(() => void window.dispatchEvent(new Event('scroll')));
    const active = () =>
      bar
        .getAllByRole('link')
        .filter((chip) => chip.getAttribute('aria-current') === 'true')
        .map((chip) => chip.textContent);
    /** The page gliding for `ms`: a scroll event every 50 ms, as a glide's frames send them. */
    const glide = (ms: number) => {
      for (let at = 0; at < ms; at += 50) {
        act(() => vi.advanceTimersByTime(50));
        scroll();
      }
    };

    // The chips start following the page once it has been painted (the listener is an effect).
    await waitFor(() => {
      scroll();
      expect(active()).toEqual(['House Curries']);
    });
    vi.useFakeTimers();

    fireEvent.click(bar.getByRole('link', { name: 'Desserts' }));
    glide(500);
    expect(active()).toEqual(['Desserts']);

    // A second on, the glide to Desserts is still going, past a scroll end the browser sent early:
    // the sections passed do not take the mark.
    act(() => void window.dispatchEvent(new Event('scrollend')));
    glide(500);
    expect(active()).toEqual(['Desserts']);

    // The page is still but short of Desserts (a loaded machine pausing the glide): the mark waits.
    act(() => vi.advanceTimersByTime(300));
    scroll();
    expect(active()).toEqual(['Desserts']);

    // Desserts has arrived and the page is still; then the customer scrolls back: the mark follows.
    tops['category-12'] = 10;
    act(() => vi.advanceTimersByTime(300));
    tops['category-12'] = 900;
    act(() => vi.advanceTimersByTime(100));
    scroll();
    expect(active()).toEqual(['House Curries']);

    // The customer's own wheel mid-glide ends it at once.
    fireEvent.click(bar.getByRole('link', { name: 'Desserts' }));
    glide(500);
    act(() => void window.dispatchEvent(new Event('wheel')));
    act(() => vi.advanceTimersByTime(100));
    scroll();
    expect(active()).toEqual(['House Curries']);
  });
});
