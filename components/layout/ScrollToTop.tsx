'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { withBasePath } from '@/lib/base-path';

/**
 * The App Router can restore a scroll position that leaves the page under the sticky navbar, so a
 * new page reached by a link starts at the top (unless the link targets an anchor). Only then: the
 * first load, a reload, and Back or Forward keep whatever place the browser restored or the
 * visitor has scrolled to while the scripts were still on their way.
 */
/** usePathname() leaves out the base path and the trailing slash that location keeps. */
function samePath(locationPath: string, pathname: string): boolean {
  const trim = (p: string) => p.replace(/\/+$/, '');
  return trim(decodeURI(locationPath)) === trim(withBasePath(pathname));
}

export function ScrollToTop() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  /** The path a Back or Forward went to (the URL has already changed when popstate fires). */
  const traversedTo = useRef<string | null>(null);

  useEffect(() => {
    // popstate fires before the router renders the page it goes back or forward to.
    const onPop = () => (traversedTo.current = window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const traversal = traversedTo.current !== null && samePath(traversedTo.current, pathname);
    traversedTo.current = null;
    if (traversal || window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
