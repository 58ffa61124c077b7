import Link from 'next/link';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-clay text-linen hover:bg-clay-deep shadow-sm',
  secondary: 'border border-ink/25 text-ink hover:border-ink/60 hover:bg-ink/5',
  light: 'bg-linen text-ink hover:bg-parchment shadow-sm',
  outlineLight: 'border border-linen/70 text-linen hover:bg-linen/10',
  quiet: 'text-clay underline-offset-4 hover:underline px-0',
  /** An inline text link with a button's target size: e-mail addresses, 'open the map'. */
  text: 'justify-start rounded-none px-0 py-0 text-[length:inherit] tracking-normal text-clay-deep underline-offset-4 hover:underline',
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClasses = (variant: ButtonVariant = 'primary', className?: string) =>
  cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold tracking-wide transition-colors',
    variants[variant],
    className,
  );

type ButtonLinkProps = {
  href: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
};

/** A link styled as a button. Same-origin paths navigate in-app; anything else opens in a new tab. */
export function ButtonLink({
  href,
  variant = 'primary',
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  const classes = buttonClasses(variant, className);
  if (href.startsWith('/') || href.startsWith('#')) {
    return (
      <Link href={href} className={classes} {...rest}>
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
