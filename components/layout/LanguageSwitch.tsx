'use client';

import { usePathname } from 'next/navigation';
import { withBasePath } from '@/lib/base-path';
import { clsx } from 'clsx';
import { withoutPrefix } from '@/lib/strip-prefix';

/**
 * The same page in another language, written into the HTML for each page (the path is known
 * when the page is pre-rendered). The head's small script (languageSwitchScript) adds the section
 * being read as the link is followed; without it the twin page opens at its top.
 */
export function LanguageSwitch({
  lang,
  name,
  paths,
  from,
  to,
  className,
}: {
  /** The other edition's language code. */
  lang: string;
  /** Its name, in itself ('हिन्दी', 'English'). */
  name: string;
  /** The site's pages, as English writes their paths: anywhere else (the 404) leads home. */
  paths: readonly string[];
  /** Where this edition's pages start ('' at the root, '/hi'), and the other edition's. */
  from: string;
  to: string;
  className?: string;
}) {
  const path = usePathname().replace(/(.)\/$/, '$1');
  const here = withoutPrefix(path, from);
  const twin = paths.includes(here) ? here : '/';
  const href = withBasePath(`${to}${twin === '/' ? '/' : `${twin}/`}`);
  return (
    <a
      href={href}
      hrefLang={lang}
      lang={lang}
      data-lang-switch=""
      className={clsx(
        'inline-flex min-h-11 items-center rounded-full px-3 font-medium text-ink underline-offset-4 hover:text-clay-deep hover:underline',
        className,
      )}
    >
      {name}
    </a>
  );
}
