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
