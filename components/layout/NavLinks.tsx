'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { clsx } from 'clsx';

export type NavItem = { href: string; label: string };

const bare = (path: string) => path.replace(/\/$/, '') || '/';

function isCurrent(pathname: string, href: string) {
  return bare(pathname) === bare(href);
}

/** The navbar's links, marking the current page; shared by the desktop bar and the mobile menu. */
export function NavLinks({
  items,
  className,
  linkClassName,
  onNavigate,
}: {
  items: readonly NavItem[];
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {items.map((item) => {
        const current = isCurrent(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              className={clsx(
                'relative inline-flex min-h-11 items-center transition-colors',
                current ? 'text-clay-deep' : 'text-ink hover:text-clay-deep',
                linkClassName,
              )}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
