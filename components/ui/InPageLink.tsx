'use client';

import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to a section of the same page that scrolls there smoothly, or at once under reduced
 * motion. CSS `scroll-behavior` cannot do this reliably: Chromium drops focus when it follows
 * a fragment, so `html:focus-within` no longer matches. The 80 px offset for the sticky navbar
 * comes from `scroll-padding-top`, which scrollIntoView honours. Without JavaScript it is a
 * plain jump to the anchor.
 */
export function InPageLink({
  href,
  className,
  children,
}: {
  href: `#${string}`;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(href.slice(1));
    if (!target || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (window.location.hash !== href) window.history.pushState(null, '', href);
    // Like following the fragment: the next Tab continues from the section.
    if (!target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
      target.classList.add('outline-none');
    }
    target.focus({ preventScroll: true });
    target.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' });
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
