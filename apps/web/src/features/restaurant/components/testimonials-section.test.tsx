import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TESTIMONIAL_ROTATION_MS } from '@tiffin/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storefrontText } from '@/lib/storefront-text';
import { buildRestaurant } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { TestimonialSlider, TestimonialsSection } from './testimonials-section';

const text = storefrontText.testimonials;

const testimonials = [
  { id: 1, name: 'Siobhán Ryan', location: 'Cashel', rating: 5, text: 'Friday night is curry night.' },
  { id: 2, name: 'Declan Moloney', location: 'Cahir', rating: 4, text: 'Always ready when they say.' },
  { id: 3, name: 'Aoife Brennan', location: 'Golden', rating: 5, text: 'They talked me through allergens.' },
];

/** jsdom has no media queries: the screen is as wide as the test says, motion as welcome as it says. */
function stubScreen({ wide, reducedMotion = false }: { wide: boolean; reducedMotion?: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width') ? wide : query.includes('reduce') ? reducedMotion : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The slider alone, on the fake clock from its first render. */
function renderSlider() {
  vi.useFakeTimers();
  render(<TestimonialSlider testimonials={testimonials} />);
}

/** The one review on show: the others are hidden from sight and from assistive tech. */
function shownReview(): string {
  const slide = screen.getByRole('group', { name: /of 3$/ });
  return within(slide).getByRole('blockquote').textContent ?? '';
}

function dot(position: number) {
  return screen.getByRole('button', { name: text.showSlide(position, 3) });
}

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the testimonials', () => {
  it('shows the three reviews side by side on a wide screen, with their ratings', async () => {
    stubScreen({ wide: true });
    mockApi({ 'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant({ testimonials })) });
    renderRoute(<TestimonialsSection />);
    await screen.findByText('Siobhán Ryan');

    expect(screen.getByRole('heading', { level: 2, name: text.heading })).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.getByRole('img', { name: text.rating(4, 5) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.showSlide(1, 3) })).toBeNull();
  });

  it('under 768 px moves to the next review every 5 seconds, and round again', () => {
    stubScreen({ wide: false });
    renderSlider();

    expect(shownReview()).toContain(testimonials[0]?.text);
    expect(dot(1).getAttribute('aria-current')).toBe('true');

    advance(TESTIMONIAL_ROTATION_MS - 1);
    expect(shownReview()).toContain(testimonials[0]?.text);
    advance(1);
    expect(shownReview()).toContain(testimonials[1]?.text);
    expect(dot(2).getAttribute('aria-current')).toBe('true');
    expect(dot(1).getAttribute('aria-current')).toBeNull();

    advance(TESTIMONIAL_ROTATION_MS);
    expect(shownReview()).toContain(testimonials[2]?.text);
    advance(TESTIMONIAL_ROTATION_MS);
    expect(shownReview()).toContain(testimonials[0]?.text);
  });

  it('goes to the review of the dot pressed', () => {
    stubScreen({ wide: false });
    renderSlider();

    fireEvent.click(dot(3));
    expect(shownReview()).toContain(testimonials[2]?.text);
    expect(dot(3).getAttribute('aria-current')).toBe('true');

    fireEvent.click(dot(2));
    expect(shownReview()).toContain(testimonials[1]?.text);
  });

  it('stays on a review while a mouse is over it, but not after a touch', () => {
    stubScreen({ wide: false });
    renderSlider();
    // The box around the reviews and their dots is the one listening.
    const slides = screen.getByRole('region', { name: text.carousel }).firstElementChild as HTMLElement;

    fireEvent.pointerEnter(slides, { pointerType: 'mouse' });
    advance(3 * TESTIMONIAL_ROTATION_MS);
    expect(shownReview()).toContain(testimonials[0]?.text);
    fireEvent.pointerLeave(slides, { pointerType: 'mouse' });
    advance(TESTIMONIAL_ROTATION_MS);
    expect(shownReview()).toContain(testimonials[1]?.text);

    // A finger "enters" on a tap and never leaves: that must not stop the reviews.
    fireEvent.pointerEnter(slides, { pointerType: 'touch' });
    advance(TESTIMONIAL_ROTATION_MS);
    expect(shownReview()).toContain(testimonials[2]?.text);
  });

  it('can be paused and played again', () => {
    stubScreen({ wide: false });
    renderSlider();

    fireEvent.click(screen.getByRole('button', { name: text.pause }));
    advance(3 * TESTIMONIAL_ROTATION_MS);
    expect(shownReview()).toContain(testimonials[0]?.text);

    fireEvent.click(screen.getByRole('button', { name: text.play }));
    advance(TESTIMONIAL_ROTATION_MS);
    expect(shownReview()).toContain(testimonials[1]?.text);
  });

  it('does not move by itself for a visitor who asks for less motion', () => {
    stubScreen({ wide: false, reducedMotion: true });
    renderSlider();

    advance(3 * TESTIMONIAL_ROTATION_MS);
    expect(shownReview()).toContain(testimonials[0]?.text);
    fireEvent.click(dot(2));
    expect(shownReview()).toContain(testimonials[1]?.text);
  });

  it('is left out when the settings hold no reviews', async () => {
    stubScreen({ wide: true });
    mockApi({ 'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant({ testimonials: [] })) });
    const { queryClient } = renderRoute(<TestimonialsSection />);
    await vi.waitFor(() => expect(queryClient.getQueryData(['restaurant'])).toBeDefined());

    expect(screen.queryByRole('heading', { name: text.heading })).toBeNull();
  });
});
