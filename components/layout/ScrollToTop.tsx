'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { withBasePath } from '@/lib/base-path';

/** usePathname() leaves out the base path and the trailing slash that location keeps. */
function samePath(locationPath: string, pathname: string): boolean {
  const trim = (p: string) => p.replace(/\/+$/, '');
  return trim(decodeURI(locationPath)) === trim(withBasePath(pathname));
}

/**
 * Where the visitor was on each page of this visit, for Back and Forward within the app: the
 * browser restores the place the moment the address changes, while the old page is still shown,
 * so the place is clipped to that page's length; it is set again once the page is there.
 */
const places = new Map<string, number>();

/**
 * The App Router can restore a scroll position that leaves the page under the sticky navbar, so a
 * new page reached by a link starts at the top (unless the link targets an anchor). Only then: the
 * first load, a reload, and Back or Forward keep the place the browser restored or the visitor
 * has scrolled to while the scripts were still on their way.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  /** The path a Back or Forward went to (the URL has already changed when popstate fires). */
  const traversedTo = useRef<string | null>(null);

  useEffect(() => {
    const onPop = () => (traversedTo.current = window.location.pathname);
    // Only while the address and the page agree: between the two, the place belongs to neither.
    const onScroll = () => {
      if (samePath(window.location.pathname, shown.current)) {
        places.set(shown.current, window.scrollY);
      }
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const traversal = traversedTo.current !== null && samePath(traversedTo.current, pathname);
    traversedTo.current = null;
    if (traversal) {
      const place = places.get(pathname);
      if (place !== undefined) window.scrollTo({ top: place, left: 0, behavior: 'instant' });
      return;
    }
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
