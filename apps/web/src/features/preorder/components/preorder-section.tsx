import { sectionIds } from '@/lib/paths';
import { storefrontText } from '@/lib/storefront-text';
import { PreorderFormOnDemand } from './preorder-form-on-demand';

const text = storefrontText.preorder;
const headingId = `${sectionIds.preorder}-heading`;

/** The home page's table request (inside #preorder-section, where the header's Reservation link scrolls). */
export function PreorderSection() {
  return (
    <section aria-labelledby={headingId} className="bg-cream-deep/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:gap-12">
        <div>
          <h2 id={headingId} className="font-display text-3xl font-bold">
            {text.heading}
          </h2>
          <p className="mt-3 max-w-prose text-ink-muted">{text.intro}</p>
          <TableIllustration />
        </div>
        <PreorderFormOnDemand labelledBy={headingId} />
      </div>
    </section>
  );
}

/** A laid table, drawn (no photo to load); only on wide screens, where the column has room. */
function TableIllustration() {
  return (
    <svg
      viewBox="0 0 320 200"
      aria-hidden="true"
      focusable="false"
      className="mt-8 hidden h-auto w-full max-w-xs text-saffron lg:block"
    >
      <ellipse cx="160" cy="150" rx="140" ry="30" fill="#f7ecdd" />
      <ellipse cx="160" cy="120" rx="120" ry="44" fill="#fff" stroke="#ead8c3" strokeWidth="3" />
      <circle cx="110" cy="115" r="22" fill="#fdf0d9" stroke="currentColor" strokeWidth="3" />
      <circle cx="110" cy="115" r="11" fill="#f5b83d" />
      <circle cx="210" cy="115" r="22" fill="#fdf0d9" stroke="currentColor" strokeWidth="3" />
      <circle cx="210" cy="115" r="11" fill="#166534" opacity="0.8" />
      <rect x="150" y="96" width="20" height="34" rx="6" fill="currentColor" />
      <path d="M160 96c0-10 6-14 6-22" stroke="#f5b83d" strokeWidth="4" strokeLinecap="round" fill="none" />
      <path
        d="M78 104v26M72 104v10a6 6 0 0 0 12 0v-10"
        stroke="#5e4634"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M242 104v26M242 104c8 2 8 14 0 16"
        stroke="#5e4634"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <text x="160" y="40" textAnchor="middle" fontFamily="Georgia, serif" fontSize="22" fill="#8f3f07">
        ✦ {text.tableSign} ✦
      </text>
    </svg>
  );
}
