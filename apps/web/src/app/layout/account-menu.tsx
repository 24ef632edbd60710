import { useQueryClient } from '@tanstack/react-query';
import { formMessages, messages, orderMessages } from '@tiffin/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BellIcon } from '@/components/ui/icons/bell-icon';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down-icon';
import { UserIcon } from '@/components/ui/icons/user-icon';
import { useCustomerSession } from '@/features/auth/hooks/use-customer-session';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { selectDisplayName, useAccessToken, useAuthStore } from '@/features/auth/stores/auth-store';
import { quoteQueryKey } from '@/features/checkout/api/get-quote';
import { slotsQueryKey } from '@/features/checkout/api/get-slots';
import { useOrderUpdates } from '@/features/orders/hooks/use-order-updates';
import { notificationsQueryKey, useNotifications } from '@/features/profile/api/get-notifications';
import { restaurantQueryOptions } from '@/features/restaurant/api/get-restaurant';
import { paths } from '@/lib/paths';
import { siteText } from '@/lib/site-text';

const nav = messages.navigation;

/**
 * The signed-in customer's header items: the notifications bell (on every screen size) and the
 * profile menu (visitor-side §2); and, while signed in, the live stream of their orders, which
 * keeps an open order's page and the bell current.
 */
export function AccountActions({ className = '' }: { className?: string }) {
  const token = useAccessToken();
  if (token === null) return null;
  return (
    <div className={className}>
      {/* Keyed: another customer's session is another stream. */}
      <LiveOrders key={token} />
      <NotificationsLink />
      <div className="hidden md:block">
        <AccountMenu />
      </div>
    </div>
  );
}

/**
 * A change to an order comes with its notification: the bell asks for the list again. A change of
 * the restaurant's settings is read again by every page that shows them, and an open checkout asks
 * again for its quote and its slots (the new minimum, radius, fees, hours or closed dates).
 */
function LiveOrders() {
  const queryClient = useQueryClient();
  useOrderUpdates(
    useCustomerSession(),
    () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
    () => {
      for (const queryKey of [restaurantQueryOptions().queryKey, quoteQueryKey, slotsQueryKey])
        void queryClient.invalidateQueries({ queryKey });
    },
  );
  return null;
}

/** The bell, with how many notifications are unread (opening one on its screen marks it read). */
function NotificationsLink() {
  const unread = (useNotifications().data ?? []).filter(
    (notification) => notification.read_at === null,
  ).length;
  const label = formMessages.profile.notifications;
  return (
    <Link
      to={paths.profileNotifications}
      aria-label={unread > 0 ? `${label}, ${orderMessages.orders.unreadCount(unread)}` : label}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-cream-deep"
    >
      <BellIcon className="size-6" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

/**
 * A round badge with the customer's photo, or their initials (`initials={false}`: a person icon,
 * where the customer's name is the visible label beside it).
 */
export function Avatar({
  className = 'size-8 text-sm',
  initials: showInitials = true,
}: {
  className?: string;
  initials?: boolean;
}) {
  const name = useAuthStore(selectDisplayName);
  const image = useAuthStore((state) => state.user?.image ?? null);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  if (image && /^(https?:\/\/|\/)/.test(image)) {
    return <img src={image} alt="" className={`shrink-0 rounded-full object-cover ${className}`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-saffron font-semibold text-white ${className}`}
    >
      {showInitials && initials ? initials : <UserIcon className="size-[60%]" />}
    </span>
  );
}

/**
 * The profile menu: a button with the customer's name that shows My Profile and Sign Out. A
 * disclosure (not an ARIA menu): Tab moves through the two items, Escape or a click elsewhere
 * closes it.
 */
function AccountMenu() {
  const name = useAuthStore(selectDisplayName);
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  // A change of page closes it, adjusted while rendering (React's pattern for state that follows a
  // value): an effect still pending from the first render could close it right after a first click.
  const { pathname } = useLocation();
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
  }
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside the menu closes it
    <div
      ref={containerRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={siteText.header.accountMenuFor(name)}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="inline-flex min-h-11 max-w-56 items-center gap-2 rounded-full border border-line bg-white py-1 pr-3 pl-1 text-sm font-semibold hover:bg-cream-deep"
      >
        <Avatar initials={false} />
        <span className="truncate">{name}</span>
        <ChevronDownIcon className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-60 overflow-hidden rounded-xl border border-line bg-white py-2 shadow-lg"
      >
        <p className="truncate border-b border-line px-4 pb-2 text-xs text-ink-muted">
          {siteText.header.signedInAs} <span className="font-semibold text-ink">{name}</span>
        </p>
        <ul className="pt-1">
          <li>
            <Link
              to={paths.profile}
              className="flex min-h-11 items-center px-4 text-sm font-medium hover:bg-cream-deep"
            >
              {nav.myProfile}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                void signOut();
              }}
              className="flex min-h-11 w-full items-center px-4 text-left text-sm font-medium hover:bg-cream-deep"
            >
              {nav.signOut}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
