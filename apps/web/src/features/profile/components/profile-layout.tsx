import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down-icon';
import { accountText } from '@/lib/account-text';
import { activeProfileSection, profileSections } from './profile-sections';

const text = accountText.profile;

type ProfileLayoutProps = {
  /** Sign Out at the foot of the sidebar. */
  onSignOut: () => void;
  signOutLabel: string;
  children: ReactNode;
};

/**
 * The profile area: a sidebar of sections beside the section shown (checkout-and-account §2.10).
 * On small screens the sidebar is a panel that slides in from the left.
 */
export function ProfileLayout({ onSignOut, signOutLabel, children }: ProfileLayoutProps) {
  const { pathname } = useLocation();
  const active = activeProfileSection(pathname);
  const activeLabel = profileSections.find((section) => section.key === active)?.label ?? '';
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6 md:grid md:grid-cols-[15rem_1fr] md:gap-10 md:pt-10">
      <div className="md:hidden">
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 text-left"
        >
          <span>
            <span className="block text-xs font-medium text-ink-muted">{text.openSections}</span>
            <span className="block font-semibold">{activeLabel}</span>
          </span>
          <ChevronDownIcon className="size-5 text-ink-muted" />
        </button>
        <Dialog
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          title={text.heading}
          closeLabel={text.closeSections}
          placement="left"
        >
          <ProfileNav
            onNavigate={() => setMenuOpen(false)}
            onSignOut={() => {
              setMenuOpen(false);
              onSignOut();
            }}
            signOutLabel={signOutLabel}
          />
        </Dialog>
      </div>
      <aside className="hidden md:block">
        <p className="px-4 font-display text-xl font-bold">{text.heading}</p>
        <ProfileNav onSignOut={onSignOut} signOutLabel={signOutLabel} className="mt-4" />
      </aside>
      <div className="mt-6 min-w-0 md:mt-0">{children}</div>
    </div>
  );
}

type ProfileNavProps = {
  onNavigate?: () => void;
  onSignOut: () => void;
  signOutLabel: string;
  className?: string;
};

function ProfileNav({ onNavigate, onSignOut, signOutLabel, className = '' }: ProfileNavProps) {
  const { pathname } = useLocation();
  const active = activeProfileSection(pathname);
  return (
    <nav aria-label={text.sectionsNavigation} className={`p-2 md:p-0 ${className}`}>
      <ul className="grid gap-1">
        {profileSections.map((section) => {
          const current = section.key === active;
          return (
            <li key={section.key}>
              <Link
                to={section.to}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-12 items-center rounded-xl px-4 font-medium ${
                  current ? 'bg-saffron-soft text-saffron-dark' : 'hover:bg-cream-deep'
                } ${section.key === 'delete-account' && !current ? 'text-danger' : ''}`}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 border-t border-line pt-3">
        <button
          type="button"
          onClick={onSignOut}
          className="flex min-h-12 w-full items-center rounded-xl px-4 text-left font-medium hover:bg-cream-deep"
        >
          {signOutLabel}
        </button>
      </div>
    </nav>
  );
}
