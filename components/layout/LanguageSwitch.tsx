'use client';

import { usePathname } from 'next/navigation';
import type { Lang } from '@/lib/content/editions';
import { withBasePath } from '@/lib/base-path';
import { cn } from '@/lib/cn';
import { pathIn, splitPath } from '@/lib/edition-path';

/**
 * The same page in the other language, written into the HTML for each page (the path is known
 * when the page is pre-rendered). The head's small script (languageSwitchScript) adds the section
 * being read as the link is followed; without it the twin page opens at its top.
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
  return (
    <a
      href={href}
      hrefLang={lang}
      lang={lang}
      data-lang-switch=""
      className={cn(
        'inline-flex min-h-11 items-center rounded-full px-3 font-medium text-ink underline-offset-4 hover:text-clay-deep hover:underline',
        className,
      )}
    >
      {name}
    </a>
  );
}
