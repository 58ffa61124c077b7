import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Lang } from '@/lib/content/editions';
import { pathIn } from '@/lib/edition-addresses';
import { buttonClasses, type ButtonVariant } from './buttonClasses';

export { buttonClasses, type ButtonVariant };

type ButtonLinkProps = {
  href: string;
  /** The page's language: a path on this site leads to the same edition's page. */
  lang: Lang;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
};

/** A link styled as a button. Same-origin paths navigate in-app; anything else opens in a new tab. */
export function ButtonLink({
  href,
  lang,
  variant = 'primary',
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  const classes = buttonClasses(variant, className);
  if (href.startsWith('/') || href.startsWith('#')) {
    return (
      <Link href={pathIn(lang, href)} className={classes} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <ExternalAnchor href={href} className={classes} {...rest}>
      {children}
    </ExternalAnchor>
  );
}

type ExternalAnchorProps = {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
};

/** Outbound links (chat, mail, maps, social): a new tab, and no opener or referrer leak. */
export function ExternalAnchor({ href, children, ...rest }: ExternalAnchorProps) {
  const newTab = href.startsWith('http');
  return (
    <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
