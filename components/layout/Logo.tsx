import { cn } from '@/lib/cn';

/** The brand mark: a roofline over a lamp, drawn inline so it needs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <path
        d="M3 15 16 5l13 10"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path d="M7 13v14h18V13" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 15c2.4 2.6 2.6 5.6 0 8-2.6-2.4-2.4-5.4 0-8Z" fill="var(--color-gold)" />
    </svg>
  );
}
