import { Section, type SectionTone } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { dayRhythm } from '@/content/pages/chaaya';
import { cn } from '@/lib/cn';
import { IconDisc } from './IconDisc';

// The light of each part of the day, as a soft band across the top of its card.
const washes = ['from-gold/30', 'from-clay-soft', 'from-dusk-soft'] as const;

/** Morning, afternoon and evening at the house (the project page and the microsite). */
export function DayRhythm({ id, tone = 'linen' }: { id: string; tone?: SectionTone }) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId}>
      <SectionHeading
        id={headingId}
        eyebrow={dayRhythm.eyebrow}
        title={dayRhythm.title}
        lead={<p>{dayRhythm.lead}</p>}
        align="center"
      />
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {dayRhythm.parts.map((part, i) => (
          <li
            key={part.title}
            className={cn(
              'rounded-2xl bg-gradient-to-b to-parchment to-60% p-8 ring-1 ring-ink/5',
              washes[i % washes.length],
            )}
          >
            <IconDisc name={part.icon} className="bg-linen/80" />
            <h3 className="mt-5 text-3xl">{part.title}</h3>
            <p className="mt-3 leading-relaxed text-ink-soft">{part.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
