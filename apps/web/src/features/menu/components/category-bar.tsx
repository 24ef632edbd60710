import { CATEGORY_SCROLL_PX, type Category } from '@tiffin/core';
import { type ReactNode, type Ref, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left-icon';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right-icon';
import { siteText } from '@/lib/site-text';
import { usePrefersReducedMotion } from '@/lib/use-media-query';
import { categorySectionId } from '../hooks/use-active-category';

type CategoryBarProps = {
  categories: readonly Category[];
  activeId: number | undefined;
  onChoose: (category: Category) => void;
  ref?: Ref<HTMLDivElement>;
};

type Overflow = { left: boolean; right: boolean };

/** The row fades out on a side where more chips hide, so a cut-off chip reads as "more this way". */
const fades = {
  none: '',
  left: '[mask-image:linear-gradient(to_left,#000_calc(100%-2rem),transparent)]',
  right: '[mask-image:linear-gradient(to_right,#000_calc(100%-2rem),transparent)]',
  both: '[mask-image:linear-gradient(to_right,transparent,#000_2rem,#000_calc(100%-2rem),transparent)]',
} as const;

function fadeOf({ left, right }: Overflow): string {
  if (left && right) return fades.both;
  if (left) return fades.left;
  if (right) return fades.right;
  return fades.none;
}

/** A pixel of rounding is not something left to scroll to. */
const EDGE_TOLERANCE_PX = 1;

function overflowOf(list: HTMLElement): Overflow {
  const maxScroll = list.scrollWidth - list.clientWidth;
  return {
    left: list.scrollLeft > EDGE_TOLERANCE_PX,
    right: list.scrollLeft < maxScroll - EDGE_TOLERANCE_PX,
  };
}

/**
 * The category chips (visitor-side §2 "Menu section"): one row that scrolls sideways, with ‹ › buttons
 * moving it by 200 px, sticking below the site header once the page scrolls past it. Each chip is an
 * in-page link to its category's section; the active one is marked `aria-current` and kept in view.
 */
export function CategoryBar({ categories, activeId, onChoose, ref }: CategoryBarProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });
  const reducedMotion = usePrefersReducedMotion();
  const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth';

  const measure = useCallback(() => {
    const list = listRef.current;
    if (list === null) return;
    const next = overflowOf(list);
    setOverflow((current) => (current.left === next.left && current.right === next.right ? current : next));
  }, []);

  // Measured before the first paint, so the arrows never pop in after the chips are drawn.
  useLayoutEffect(() => {
    measure();
    const list = listRef.current;
    if (list === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  // The active chip stays visible in the bar as the page scrolls through the categories.
  useEffect(() => {
    const list = listRef.current;
    const chip = list?.querySelector<HTMLElement>(`[data-category-id="${activeId}"]`);
    if (!list || !chip) return;
    const start = chip.offsetLeft;
    const end = start + chip.offsetWidth;
    if (start >= list.scrollLeft && end <= list.scrollLeft + list.clientWidth) return;
    list.scrollTo?.({ left: start - (list.clientWidth - chip.offsetWidth) / 2, behavior });
  }, [activeId, behavior]);

  const scrollByArrow = (direction: -1 | 1) => {
    listRef.current?.scrollBy?.({ left: direction * CATEGORY_SCROLL_PX, behavior });
  };

  const showArrows = overflow.left || overflow.right;

  return (
    <div
      ref={ref}
      className="sticky top-16 z-30 -mx-4 border-b border-line bg-cream/95 px-2 backdrop-blur-sm sm:-mx-6 sm:px-4"
    >
      <nav aria-label={siteText.menu.categoriesNavigation} className="flex items-center gap-1">
        {showArrows && (
          <ArrowButton
            label={siteText.menu.scrollCategoriesLeft}
            disabled={!overflow.left}
            onClick={() => scrollByArrow(-1)}
          >
            <ChevronLeftIcon className="size-5" />
          </ArrowButton>
        )}
        <ul
          ref={listRef}
          onScroll={measure}
          className={`relative flex min-w-0 flex-1 gap-2 overflow-x-auto px-1 py-3 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ${fadeOf(overflow)}`}
        >
          {categories.map((category) => {
            const active = category.id === activeId;
            return (
              <li key={category.id} className="shrink-0">
                <a
                  href={`#${categorySectionId(category.id)}`}
                  data-category-id={category.id}
                  aria-current={active ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    onChoose(category);
                  }}
                  className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors ${
                    active
                      ? 'border-saffron bg-saffron text-white'
                      : 'border-line bg-white text-ink hover:border-saffron hover:text-saffron-dark'
                  }`}
                >
                  {category.name}
                </a>
              </li>
            );
          })}
        </ul>
        {showArrows && (
          <ArrowButton
            label={siteText.menu.scrollCategoriesRight}
            disabled={!overflow.right}
            onClick={() => scrollByArrow(1)}
          >
            <ChevronRightIcon className="size-5" />
          </ArrowButton>
        )}
      </nav>
    </div>
  );
}

type ArrowButtonProps = {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
};

/** `aria-disabled` at the end of the row, so a keyboard user pressing it keeps their place. */
function ArrowButton({ label, disabled, onClick, children }: ArrowButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onClick();
      }}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-white text-ink shadow-sm hover:border-saffron hover:text-saffron-dark aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:shadow-none aria-disabled:hover:border-line aria-disabled:hover:text-ink"
    >
      {children}
    </button>
  );
}
