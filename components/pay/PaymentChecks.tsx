import type { Edition } from '@/lib/content/editions';
import { taxNote } from '@/lib/content/format';
import { cn } from '@/lib/cn';
import { Detail } from './Detail';

/**
 * What a guest checks before paying anyone: the payee's name, the registration (once the family
 * has its number), what the rates say about tax (when the family says), and what cancelling does
 * to the advance, then the line that the family never asks for payment to another name. Written
 * into the HTML from content/payment.yaml and the booking facts, so the pay page and the stay
 * request's Send buttons say the same, with JavaScript or without.
 */
export function PaymentChecks({
  edition,
  id,
  headingAs: Heading = 'h2',
  className,
}: {
  edition: Edition;
  /** Unique on the page: it names the section. */
  id: string;
  headingAs?: 'h2' | 'h3' | 'h4';
  className?: string;
}) {
  const { payment, facts, interface: ui } = edition.texts;
  const { checks, registration } = payment;
  const tax = taxNote(facts.booking.tax, ui.rates);
  return (
    <section
      aria-labelledby={id}
      data-testid="payment-checks"
      className={cn('rounded-2xl border border-ink/15 p-5', className)}
    >
      <Heading id={id} className="font-display text-2xl text-ink">
        {checks.title}
      </Heading>
      <dl className="mt-3 space-y-3">
        <Detail label={checks.payee}>{payment.payeeName}</Detail>
        {registration.number ? (
          <Detail label={checks.registration}>
            {registration.number} · {registration.authority}
          </Detail>
        ) : null}
        {tax ? <Detail label={checks.tax}>{tax}</Detail> : null}
        <Detail label={checks.cancel}>{checks.cancellation}</Detail>
      </dl>
      <p className="mt-4 font-semibold text-ink" data-testid="payment-trust">
        {payment.trustLine}
      </p>
    </section>
  );
}
