import type { ReactNode } from 'react';
import { sectionIds } from '@/lib/paths';
import { storefrontText } from '@/lib/storefront-text';

const text = storefrontText.award;
const headingId = `${sectionIds.award}-heading`;

/** The badge is drawn 240 × 270; the attributes reserve its space before it loads. */
const BADGE_WIDTH = 240;
const BADGE_HEIGHT = 270;

/**
 * #award-section (visitor-side §1): a top restaurant recognition since 2019, 20+ years of
 * experience and a chef-platform award badge. The badge is our own drawing, no real brand's mark.
 */
export function AwardSection() {
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <div className="grid items-center gap-10 md:grid-cols-[1fr_auto]">
        <div>
          <h2 id={headingId} className="font-display text-3xl font-bold">
            {text.heading}
          </h2>
          <p className="mt-3 max-w-prose text-ink-muted">{text.intro}</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            <AwardCard
              emblem={<LaurelEmblem />}
              title={text.topRestaurant.title}
              detail={text.topRestaurant.text}
            />
            <AwardCard
              emblem={
                <span className="font-display text-3xl leading-none font-bold">{text.experience.value}</span>
              }
              title={text.experience.title}
              detail={text.experience.text}
            />
            <AwardCard emblem={<ToqueEmblem />} title={text.chefAward.title} detail={text.chefAward.text} />
          </ul>
        </div>
        <img
          src="/images/chef-award-badge.svg"
          alt={text.chefAward.badgeAlt}
          width={BADGE_WIDTH}
          height={BADGE_HEIGHT}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-40 drop-shadow-md sm:w-48 md:w-56"
        />
      </div>
    </section>
  );
}

type AwardCardProps = { emblem: ReactNode; title: string; detail: string };

function AwardCard({ emblem, title, detail }: AwardCardProps) {
  return (
    <li className="flex gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:block">
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-saffron-soft text-saffron-dark"
      >
        {emblem}
      </span>
      <div>
        <h3 className="font-display text-xl font-semibold sm:mt-4">{title}</h3>
        <p className="mt-1.5 text-sm leading-6 text-ink-muted">{detail}</p>
      </div>
    </li>
  );
}

function LaurelEmblem() {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className="size-8"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M11 26c-5-3-7-9-5-15M21 26c5-3 7-9 5-15" strokeLinecap="round" />
      <path
        d="M7 15c2 0 3 1 3.5 3M6.5 20c2 0 3.5.8 4.5 2.5M25 15c-2 0-3 1-3.5 3M25.5 20c-2 0-3.5.8-4.5 2.5"
        strokeLinecap="round"
      />
      <path
        d="M16 8l1.8 3.6 4 .6-2.9 2.8.7 4-3.6-1.9-3.6 1.9.7-4-2.9-2.8 4-.6z"
        fill="currentColor"
        stroke="none"
      />
    </svg>
  );
}

function ToqueEmblem() {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className="size-8"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path
        d="M10 19a5 5 0 0 1-1-9.5 7 7 0 0 1 14 0 5 5 0 0 1-1 9.5V24H10z"
        strokeLinejoin="round"
        fill="currentColor"
        fillOpacity="0.15"
      />
      <path d="M10 21h12" strokeLinecap="round" />
    </svg>
  );
}
