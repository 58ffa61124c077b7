import { cn } from '@/lib/cn';

/**
 * One labelled value of the pay page's lists (a name, an account number, a rule). `code` lets an
 * ID or a number break anywhere, so a long UPI ID fits a phone; sentences wrap between words.
 */
export function Detail({
  label,
  code = false,
  children,
}: {
  label: string;
  code?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div>
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className={cn('mt-0.5 text-lg text-ink', code && 'break-all')}>{children}</dd>
    </div>
  );
}
