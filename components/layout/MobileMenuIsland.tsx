'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLinks, type NavItem } from './NavLinks';

const MENU_ID = 'site-menu';

function hide(menu: HTMLElement | null) {
  // Browsers without popovers show the menu inline, open: there is nothing to close.
  if (menu && 'hidePopover' in menu && menu.matches(':popover-open')) menu.hidePopover();
}

/**
 * The small-screen menu: a native popover opened by its toggle button. The browser itself opens
 * and closes it, closes it on Escape or a tap outside and hands focus back to the toggle, so it
 * all works from the first paint and with JavaScript off. Once the scripts run, the menu also
 * closes when a link is chosen, however the next page then arrives.
 */
export function MobileMenuIsland({
  items,
  action,
  toggle,
  label,
}: {
  items: readonly NavItem[];
  action: ReactNode;
  /** The toggle's icon and name (MenuToggleLabel), rendered on the server. */
  toggle: ReactNode;
  /** The menu's name (interface words, nav.menu). */
  label: string;
}) {
  const menuRef = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const close = () => hide(menuRef.current);

  // A route change by any means (Back, an in-page link) closes it too; the first render is no
  // change, and a menu opened before the scripts arrived stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    hide(menuRef.current);
  }, [pathname]);

  return (
    <div className="group lg:hidden">
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-ink hover:bg-ink/5"
      >
        {toggle}
      </button>
      <div
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        // The top layer ignores the header's box: placed under the navbar by hand, full width.
        className="inset-x-0 top-nav bottom-auto m-0 h-auto max-h-[calc(100svh-var(--spacing-nav))] w-full max-w-none overflow-y-auto border-x-0 border-t border-b-0 border-ink/10 bg-parchment/98 p-0 text-ink shadow-lg backdrop-blur"
      >
        <nav aria-label={label} className="mx-auto max-w-site px-5 pt-2 pb-6 sm:px-8">
          <NavLinks
            items={items}
            onNavigate={close}
            className="divide-y divide-ink/10"
            linkClassName="w-full py-3 font-display text-2xl"
          />
          <div className="mt-5">{action}</div>
        </nav>
      </div>
    </div>
  );
}
