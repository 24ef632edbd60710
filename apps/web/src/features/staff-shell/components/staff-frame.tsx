import {
  printerMessages,
  reportMessages,
  STAFF_PAGE_PATH,
  type StaffNavPageName,
  type StaffPage,
  staffPages,
} from '@tiffin/core';
import { type ReactNode, useEffect } from 'react';
import { NavLink } from 'react-router';
import { driverPageMessages } from '@/lib/messages/driver-messages';
import { staffGuardMessages } from '@/lib/messages/guard-messages';
import { staffMessages } from '@/lib/messages/staff-messages';
import { staffRatingMessages } from '@/lib/messages/staff-rating-messages';
import { zoneEditorMessages } from '@/lib/messages/zone-messages';
import { useSignOutStaff } from '../api/sign-out-staff';
import { useStaffSession } from '../stores/staff-session';
import { useFrameWatch } from './frame-watch';

const text = staffMessages.header;

/** The title of each page the frame lists (core's `staffPages`, decision 062), in the browser's words. */
const NAV_TITLES: Record<StaffNavPageName, string> = {
  orders: text.orders,
  menu: text.menu,
  enquiries: text.enquiries,
  customers: text.customers,
  coupons: text.coupons,
  settings: text.settings,
  zones: zoneEditorMessages.nav,
  printers: printerMessages.nav,
  'fake-orders': staffGuardMessages.nav,
  figures: text.figures,
  reports: reportMessages.nav,
  ratings: staffRatingMessages.nav,
  emails: text.emails,
  team: text.team,
  run: driverPageMessages.title,
  password: text.password,
};

type ListedPage = Extract<(typeof staffPages)[number], { nav: NonNullable<StaffPage['nav']> }>;
const listedIn = (place: ListedPage['nav']) =>
  staffPages.filter((page): page is ListedPage => page.nav === place);

type StaffFrameProps = {
  /** The page's name, before the restaurant's in the heading */
  title: string;
  restaurantName: string;
  /** The board: its cards show the new orders, so the alert naming them is not drawn */
  ordersShown?: boolean;
  /**
   * The driver's own run, on a phone in the car: the banner naming new orders is not drawn above
   * the stops (the board's link still counts them), as a driver does not take orders (issue 50).
   */
  newOrdersBannerHidden?: boolean;
  /** What the page adds to the header */
  tools?: ReactNode;
  children: ReactNode;
};

/**
 * The staff pages' frame: the restaurant, the pages, who is signed in, and sign-out; and, from the
 * staff layout's watch (`useFrameWatch`), on every page: the new orders (in the tab's title, on the board's link, and
 * named under the header), the sound switch, the link to the server, and red while one is overdue.
 */
export function StaffFrame({
  title,
  restaurantName,
  ordersShown = false,
  newOrdersBannerHidden = false,
  tools,
  children,
}: StaffFrameProps) {
  const member = useStaffSession((state) => state.session?.member);
  const signOut = useSignOutStaff();
  const watch = useFrameWatch();
  const newCount = watch?.newCount ?? 0;
  const loud = watch?.loud ?? false;
  useEffect(() => {
    document.title = staffMessages.board.tabTitle(newCount, restaurantName, ordersShown ? null : title);
  }, [newCount, restaurantName, ordersShown, title]);
  const link = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-semibold ${isActive ? 'bg-white text-ink' : 'hover:bg-white/10'}`;
  return (
    // Every staff page shows what customers wrote (notes, names, enquiries): a long unbroken word
    // wraps anywhere rather than widening the board or a list off the screen (issue 30).
    <div className={`min-h-dvh wrap-anywhere ${loud ? 'bg-danger-soft' : 'bg-cream'}`}>
      {/* Sticky from a tablet up, with the alerts; on a phone it would take a third of the screen. */}
      <div className="z-20 sm:sticky sm:top-0">
        {/* From a tablet up to a desktop (768-1279 px) one row of about 60 px (issue 47): the pages
            and the account scroll sideways beside the title, the link's state and the sound; the
            columns' first cards stay on a portrait tablet's screen. Wider, it wraps as it likes. */}
        <header
          className={`flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-white md:max-xl:flex-nowrap md:max-xl:gap-x-2 md:max-xl:px-3 md:max-xl:py-2 ${loud ? 'bg-danger' : 'bg-ink'}`}
        >
          <h1 className="font-display text-xl font-bold md:max-xl:shrink-0 md:max-xl:text-lg">
            {title} · {restaurantName}
          </h1>
          {watch?.status}
          {tools}
          {/* On a tablet the line fades out at its right edge, where more links wait: the padding
              lets the last one scroll clear of the fade. */}
          <div className="flex max-w-full flex-wrap items-center gap-x-4 gap-y-2 md:max-xl:min-w-0 md:max-xl:flex-1 md:max-xl:flex-nowrap md:max-xl:overflow-x-auto md:max-xl:pr-8 md:max-xl:mask-r-from-[calc(100%-2rem)] xl:contents">
            {/* One scrolling line on a phone and a tablet, wrapped on a desktop. */}
            <nav
              aria-label={text.navigation}
              className="flex max-w-full gap-1 overflow-x-auto md:max-xl:max-w-none md:max-xl:shrink-0 md:max-xl:overflow-visible xl:flex-wrap"
            >
              {listedIn('pages')
                .filter((page) => page.who === 'member' || member?.role === 'admin')
                .map((page) => (
                  <NavLink
                    key={page.path}
                    to={page.path}
                    end={page.path === STAFF_PAGE_PATH}
                    className={link}
                  >
                    {NAV_TITLES[page.name]}
                    {page.path === STAFF_PAGE_PATH && newCount > 0 && (
                      <>
                        <span
                          aria-hidden="true"
                          className="ml-2 inline-flex min-w-7 justify-center rounded-full bg-turmeric px-2 text-base font-bold text-ink"
                        >
                          {newCount}
                        </span>
                        <span className="sr-only">, {text.newOrdersBadge(newCount)}</span>
                      </>
                    )}
                  </NavLink>
                ))}
            </nav>
            {/* On a phone the name has a line of its own, and the two buttons the next one. */}
            <div className="ml-auto flex flex-wrap items-center gap-x-3 gap-y-1 md:max-xl:shrink-0 md:max-xl:flex-nowrap xl:order-2">
              {member && (
                <span className="w-full text-sm sm:w-auto md:max-xl:whitespace-nowrap">{member.name}</span>
              )}
              {listedIn('account').map((page) => (
                <NavLink
                  key={page.path}
                  to={page.path}
                  className={(state) => `${link(state)} md:max-xl:whitespace-nowrap`}
                >
                  {NAV_TITLES[page.name]}
                </NavLink>
              ))}
              <button
                type="button"
                onClick={() => signOut.mutate()}
                className="min-h-11 shrink-0 whitespace-nowrap rounded-full border border-white/60 px-4 text-sm font-semibold hover:bg-white/10"
              >
                {text.signOut}
              </button>
            </div>
          </div>
        </header>
        {watch?.warning}
        {!ordersShown && !newOrdersBannerHidden && watch?.alert}
      </div>
      {children}
    </div>
  );
}
