'use client';

import { Menu, X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLinks, type NavItem } from './NavLinks';

/** The small-screen menu: a toggle with aria-expanded, closed again when a link is chosen. */
export function MobileMenu({ items, action }: { items: readonly NavItem[]; action: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  // A route change by any means (back button, in-page link) also closes the menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-ink/5"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-t border-ink/10 bg-parchment/98 shadow-lg backdrop-blur"
      >
        <nav aria-label="Main menu" className="mx-auto max-w-site px-5 pt-2 pb-6 sm:px-8">
          <NavLinks
            items={items}
            onNavigate={() => setOpen(false)}
            className="divide-y divide-ink/10"
            linkClassName="w-full py-3 font-display text-2xl"
          />
          <div className="mt-5">{action}</div>
        </nav>
      </div>
    </div>
  );
}
