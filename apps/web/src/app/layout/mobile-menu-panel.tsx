import { formMessages, MOBILE_BREAKPOINT_PX, messages } from '@tiffin/core';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '@/components/ui/icons/close-icon';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { selectDisplayName, useAuthStore, useIsAuthenticated } from '@/features/auth/stores/auth-store';
import { paths } from '@/lib/paths';
import { siteText } from '@/lib/site-text';
import { Avatar } from './account-menu';
import { AuthLinks } from './auth-links';
import { NavEntry } from './nav-entry';
import { navItems } from './nav-items';

const text = siteText.header;

/**
 * The header's items on small screens, in a panel that slides in from the right (mobile-menu.tsx
 * mounts it when the menu button is pressed, and unmounts it once closed). A modal <dialog> gives
 * the focus trap, Escape to close and the inert page behind it.
 */
export function MobileMenuPanel({
  id,
  onClosed,
}: {
  id: string;
  /** `returnFocus`: the menu button takes the focus back (Escape, close button, backdrop). */
  onClosed: (returnFocus: boolean) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Escape, the close button or the backdrop return focus to the menu button; choosing an item
  // leaves focus where that item sends it (a section of the page, or the next page).
  const returnFocus = useRef(true);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog !== null && !dialog.open) dialog.showModal();
  }, []);
  const closeMenu = () => dialogRef.current?.close();
  const closeForItem = () => {
    returnFocus.current = false;
    closeMenu();
  };
  const isAuthenticated = useIsAuthenticated();

  // Growing past the breakpoint hides the button; the panel must not stay open behind it.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onChange = () => {
      if (wide.matches) dialogRef.current?.close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the dialog handles itself
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      onClose={() => onClosed(returnFocus.current)}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself; the panel covers the rest.
        if (event.target === event.currentTarget) closeMenu();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] border-0 bg-cream p-0 text-ink shadow-2xl transition-transform duration-200 backdrop:bg-ink/50 starting:open:translate-x-full motion-reduce:transition-none"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-16 items-center justify-between border-b border-line px-4">
          <h2 id={titleId} className="font-display text-lg font-semibold">
            {text.menuTitle}
          </h2>
          <button
            type="button"
            onClick={closeMenu}
            aria-label={text.closeMenu}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-cream-deep"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={text.mainNavigation} className="p-2">
          <ul>
            {navItems.map((item) => (
              <li key={item.label}>
                <NavEntry
                  item={item}
                  onSelect={closeForItem}
                  className={(active) =>
                    `flex min-h-12 items-center rounded-xl px-4 text-base font-medium hover:bg-cream-deep ${
                      active ? 'bg-saffron-soft text-saffron-dark' : ''
                    }`
                  }
                />
              </li>
            ))}
          </ul>
        </nav>
        {isAuthenticated ? (
          <AccountItems onSelect={closeForItem} />
        ) : (
          // Focus returns to the menu button first, so the modal gives it back there on closing.
          <AuthLinks onSelect={closeMenu} className="mt-auto grid gap-3 border-t border-line p-4" />
        )}
      </div>
    </dialog>
  );
}

const itemClass =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-4 text-left text-base font-medium hover:bg-cream-deep';

/** The signed-in items of the panel: the header's bell and profile menu, plus View Profile (visitor-side §2). */
function AccountItems({ onSelect }: { onSelect: () => void }) {
  const name = useAuthStore(selectDisplayName);
  const signOut = useSignOut();
  return (
    <div className="mt-auto border-t border-line p-2">
      <div className="flex items-center gap-3 px-4 py-3">
        <Avatar className="size-10 text-base" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{name}</p>
          <Link
            to={paths.profile}
            onClick={onSelect}
            className="inline-flex min-h-8 items-center text-sm font-semibold text-saffron-dark underline-offset-4 hover:underline"
          >
            {messages.navigation.viewProfile}
          </Link>
        </div>
      </div>
      <ul>
        <li>
          <Link to={paths.profileNotifications} onClick={onSelect} className={itemClass}>
            {formMessages.profile.notifications}
          </Link>
        </li>
        <li>
          <Link to={paths.profile} onClick={onSelect} className={itemClass}>
            {messages.navigation.myProfile}
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              onSelect();
              void signOut();
            }}
            className={itemClass}
          >
            {messages.navigation.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
