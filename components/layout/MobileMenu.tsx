'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLinks, type NavItem } from './NavLinks';

/**
 * The small-screen menu. A native <details> disclosure, so it opens and its links work before (or
 * without) JavaScript; once hydrated it also closes when a link is chosen, on a route change and
 * on Escape (focus back on the toggle).
 */
export function MobileMenu({
  items,
  action,
  toggle,
}: {
  items: readonly NavItem[];
  action: ReactNode;
  /** The toggle's icon and name (MenuToggleLabel), rendered on the server. */
  toggle: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLElement>(null);
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
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group lg:hidden"
    >
      <summary
        ref={toggleRef}
        className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-full text-ink hover:bg-ink/5 [&::-webkit-details-marker]:hidden"
      >
        {toggle}
      </summary>
      <div className="absolute inset-x-0 top-full border-t border-ink/10 bg-parchment/98 shadow-lg backdrop-blur">
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
    </details>
  );
}
