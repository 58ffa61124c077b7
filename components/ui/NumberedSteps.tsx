import { cn } from '@/lib/cn';

const accents = {
  clay: {
    rule: 'border-parchment/20',
    number: 'text-clay-soft',
    title: 'text-linen',
    text: 'text-parchment/85',
  },
  moss: {
    rule: 'border-t-2 border-moss',
    number: 'text-moss/70',
    title: 'text-ink',
    text: 'text-ink-soft',
  },
} as const;

/** An ordered list of stages, each with a large 01, 02… numeral, a title and a line of text. */
export function NumberedSteps({
  steps,
  accent = 'moss',
  className,
}: {
  steps: readonly { title: string; text: string }[];
  /** clay: light text for dark sections; moss: dark text on light ones. */
  accent?: keyof typeof accents;
  className?: string;
}) {
  const a = accents[accent];
  return (
    <ol className={cn('grid gap-6', className)}>
      {steps.map((step, i) => (
        <li key={step.title} className={cn('border-t pt-6', a.rule)}>
          <span aria-hidden="true" className={cn('font-display text-5xl leading-none', a.number)}>
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className={cn('mt-4 text-2xl sm:text-3xl', a.title)}>{step.title}</h3>
          <p className={cn('mt-3 leading-relaxed', a.text)}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
