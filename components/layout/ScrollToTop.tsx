'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * The App Router can restore a scroll position that leaves the page under the sticky navbar;
 * every route change starts at the top instead (unless the link targets an anchor).
 */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
