import { MOBILE_BREAKPOINT_PX, type RestaurantInfo, TESTIMONIAL_ROTATION_MS } from '@tiffin/core';
import { useEffect, useId, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { storefrontText } from '@/lib/storefront-text';
import { useMediaQuery, usePrefersReducedMotion } from '@/lib/use-media-query';
import { useRestaurant } from '../api/get-restaurant';

type Testimonial = RestaurantInfo['testimonials'][number];

const text = storefrontText.testimonials;
const headingId = 'testimonials-heading';
/** Reviews are given in whole stars out of five. */
const RATING_MAX = 5;
const WIDE_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * The three reviews of the restaurant's settings (checkout-and-account §2.3): a grid on wide
 * screens; under 768 px a slider that moves on every 5 s, with dot buttons. Nothing is shown when
 * the settings cannot be loaded or hold no reviews.
 */
export function TestimonialsSection() {
  const restaurant = useRestaurant();
  const wide = useMediaQuery(WIDE_QUERY);
  const testimonials = restaurant.data?.testimonials;

  if (restaurant.isError || testimonials?.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="bg-saffron-soft/70">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id={headingId} className="font-display text-3xl font-bold">
          {text.heading}
        </h2>
        <p className="mt-3 max-w-prose text-ink-muted">{text.intro}</p>
        <div className="mt-8">
          {testimonials === undefined ? (
            <LoadingCards />
          ) : wide ? (
            <ul className="grid grid-cols-3 gap-6">
              {testimonials.map((testimonial) => (
                <li key={testimonial.id} className="flex">
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          ) : (
            <TestimonialSlider testimonials={testimonials} />
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * A carousel in the manner of the WAI-ARIA pattern: it stops while the pointer is over the reviews
 * or focus is in them, stays still for visitors who ask for less motion, and has a pause button.
 * All slides share one grid cell, so the box is as tall as the longest review and nothing jumps.
 */
export function TestimonialSlider({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const count = testimonials.length;
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = playing && !hovered && !focused && !reducedMotion && count > 1;
  const slidesId = useId();

  // Restarted by every change of slide, so a slide chosen with a dot gets its full 5 s too.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setCurrent((current + 1) % count), TESTIMONIAL_ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  const index = current % count;

  return (
    <section aria-roledescription="carousel" aria-label={text.carousel}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only pause the rotation; nothing is activated */}
      <div
        // A mouse over the reviews, or keyboard focus in them, pauses; a tap on a phone does neither
        // (it would leave a hover and a focus behind that only a tap elsewhere ends).
        onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
        onPointerLeave={() => setHovered(false)}
        onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        <div id={slidesId} aria-live={rotating ? 'off' : 'polite'} className="grid">
          {testimonials.map((testimonial, position) => {
            const active = position === index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a group, not a form fieldset
              <div
                key={testimonial.id}
                role="group"
                aria-roledescription="slide"
                aria-label={text.slide(position + 1, count)}
                aria-hidden={!active}
                inert={!active}
                className={`col-start-1 row-start-1 flex ${active ? 'motion-safe:animate-fade-in' : 'invisible'}`}
              >
                <TestimonialCard testimonial={testimonial} />
              </div>
            );
          })}
        </div>
        <div className="mt-5 flex items-center justify-center gap-1">
          {/* biome-ignore lint/a11y/useSemanticElements: a set of buttons, not form fields (no fieldset) */}
          <div role="group" aria-label={text.dots} className="flex">
            {testimonials.map((testimonial, position) => (
              <button
                key={testimonial.id}
                type="button"
                aria-label={text.showSlide(position + 1, count)}
                aria-controls={slidesId}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setCurrent(position)}
                className="group flex size-11 items-center justify-center rounded-full"
              >
                <span
                  className={`block size-3 rounded-full border-2 border-saffron transition-colors ${
                    position === index ? 'bg-saffron' : 'bg-white group-hover:bg-saffron-soft'
                  }`}
                />
              </button>
            ))}
          </div>
        </div>
      </div>
      {!reducedMotion && count > 1 && (
        <div className="mt-1 flex justify-center">
          <button
            type="button"
            onClick={() => setPlaying((value) => !value)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-saffron-dark underline-offset-4 hover:underline"
          >
            <PlayPauseIcon playing={playing} />
            {playing ? text.pause : text.play}
          </button>
        </div>
      )}
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex w-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-4">
        <Stars rating={testimonial.rating} />
        <QuoteMark />
      </div>
      <blockquote className="mt-4 flex-1 leading-7 text-ink">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-saffron text-base font-bold text-white"
        >
          {testimonial.name.trim().charAt(0)}
        </span>
        <span>
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="block text-sm text-ink-muted">{testimonial.location}</span>
        </span>
      </figcaption>
    </figure>
  );
}

function Stars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(RATING_MAX, Math.round(rating)));
  return (
    <p role="img" aria-label={text.rating(filled, RATING_MAX)} className="flex gap-0.5 text-turmeric">
      {Array.from({ length: RATING_MAX }, (_, star) => `star-${star}`).map((key, star) => (
        <svg
          key={key}
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
          className={`size-5 ${star < filled ? '' : 'text-line'}`}
          fill="currentColor"
        >
          <path d="M10 1.8l2.5 5.1 5.6.8-4 4 .9 5.6L10 14.6l-5 2.7.9-5.6-4-4 5.6-.8z" />
        </svg>
      ))}
    </p>
  );
}

function QuoteMark() {
  return (
    <svg
      viewBox="0 0 32 24"
      aria-hidden="true"
      focusable="false"
      className="h-6 w-8 text-saffron/30"
      fill="currentColor"
    >
      <path d="M0 24V14C0 6 4 1.5 12 0l1.5 3C9 4.5 7 7.5 7 11h6v13zm18 0V14c0-8 4-12.5 12-14l1.5 3C27 4.5 25 7.5 25 11h6v13z" />
    </svg>
  );
}

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-4" fill="currentColor">
      {playing ? <path d="M5 3h3.5v14H5zM11.5 3H15v14h-3.5z" /> : <path d="M6 3l11 7-11 7z" />}
    </svg>
  );
}

function LoadingCards() {
  return (
    <div aria-hidden="true" className="grid gap-6 md:grid-cols-3">
      {['first', 'second', 'third'].map((key, position) => (
        <div
          key={key}
          className={`h-64 rounded-2xl border border-line bg-white p-6 text-ink-muted ${position > 0 ? 'max-md:hidden' : ''}`}
        >
          <Skeleton className="h-5 w-28" />
          <Skeleton className="mt-5 h-4 w-full" />
          <Skeleton className="mt-3 h-4 w-11/12" />
          <Skeleton className="mt-3 h-4 w-4/5" />
        </div>
      ))}
    </div>
  );
}
