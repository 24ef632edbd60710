import { lazy, Suspense, useId, useRef, useState } from 'react';
import { MenuIcon } from '@/components/ui/icons/menu-icon';
import { siteText } from '@/lib/site-text';

const text = siteText.header;

/** The panel's code loads when the button is first pointed at, focused or pressed. */
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(async () => ({ default: (await loadPanel()).MobileMenuPanel }));
const preloadPanel = () => void loadPanel();

/** The header's menu button on small screens; pressing it opens the panel (mobile-menu-panel.tsx). */
export function MobileMenu({ className = '' }: { className?: string }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <div className={className}>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={text.openMenu}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-cream-deep"
      >
        <MenuIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            id={panelId}
            onClosed={(returnFocus) => {
              setOpen(false);
              if (returnFocus) buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
