import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { isHomePath, paths } from '@/lib/paths';
import type { NavItem } from './nav-items';
import { useSectionNavigation } from './use-section-navigation';

type NavEntryProps = {
  item: NavItem;
  /** Classes of the link; `active` is true for the page being shown. */
  className: (active: boolean) => string;
  /** Called before the link does its work (the mobile panel closes itself here). */
  onSelect?: () => void;
};

/** One header link: a page link, or a link to a section of the home page that scrolls there. */
export function NavEntry({ item, className, onSelect }: NavEntryProps) {
  const { pathname } = useLocation();
  const { goToSection, goHome } = useSectionNavigation();

  if (item.kind === 'section') {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (isModifiedClick(event)) return;
      event.preventDefault();
      onSelect?.();
      goToSection(item.sectionId);
    };
    return (
      <a href={`${paths.home}#${item.sectionId}`} onClick={onClick} className={className(false)}>
        {item.label}
      </a>
    );
  }

  const active = item.to === paths.home ? isHomePath(pathname) : isWithin(pathname, item.to);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    onSelect?.();
    if (item.to === paths.home) goHome(event);
  };
  return (
    <Link
      to={item.to}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={className(active)}
    >
      {item.label}
    </Link>
  );
}

function isWithin(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Ctrl/Cmd/Shift-click opens a new tab or window: leave it to the browser. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
