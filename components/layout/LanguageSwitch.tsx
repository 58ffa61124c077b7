'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import type { Lang } from '@/content/editions';
import { withBasePath } from '@/lib/base-path';
import { cn } from '@/lib/cn';
import { pathIn, splitPath } from '@/lib/edition-path';

/** The section the visitor is reading: the last one whose top has passed under the navbar. */
function sectionInView(): string | undefined {
  const sections = document.querySelectorAll<HTMLElement>('main section[id]');
  const line = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  let id: string | undefined;
  for (const s of sections) if (s.getBoundingClientRect().top <= line + 1) id = s.id;
  return id;
}

/**
 * The same page in the other language. The link is in the HTML (right from the first paint and
 * without scripts it opens the twin page at its top); once running, it also carries the section
 * being read, so the visitor lands where they were. The two editions use the same anchors.
 */
export function LanguageSwitch({
  lang,
  name,
  paths,
  className,
}: {
  /** The other edition's language. */
  lang: Lang;
  /** Its name, in itself ('हिन्दी', 'English'). */
  name: string;
  /** The site's pages, as English writes their paths: anywhere else (the 404) leads home. */
  paths: readonly string[];
  className?: string;
}) {
  const here = splitPath(usePathname().replace(/(.)\/$/, '$1')).path;
  const twin = paths.includes(here) ? here : '/';
  const href = withBasePath(pathIn(lang, twin === '/' ? '/' : `${twin}/`));
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const id = sectionInView() ?? (window.location.hash.slice(1) || undefined);
    // The browser follows the link's address as it is once the click has been handled.
    if (id) e.currentTarget.href = `${href}#${encodeURIComponent(id)}`;
  };
  return (
    <a
      href={href}
      hrefLang={lang}
      lang={lang}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 items-center rounded-full px-3 font-medium text-ink underline-offset-4 hover:text-clay-deep hover:underline',
        className,
      )}
    >
      {name}
    </a>
  );
}
