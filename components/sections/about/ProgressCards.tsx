import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import { Badge } from '@/components/ui/Badge';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { progress } from '@/content/pages/about';
import { properties } from '@/content/properties';

const accent = {
  clay: 'bg-clay-soft/60 text-clay-deep',
  moss: 'bg-moss-soft text-moss',
  dusk: 'bg-dusk-soft text-dusk',
} as const;

/** Where each home stands today: one card per property with its status. */
export function ProgressCards() {
  return (
    <Section id="progress" tone="sand" aria-labelledby="progress-title">
      <SectionHeading
        id="progress-title"
        eyebrow={progress.eyebrow}
        title={progress.title}
        lead={<p>{progress.lead}</p>}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {properties.map((p) => (
          <li
            key={p.id}
            className="relative flex flex-col rounded-2xl bg-linen p-7 shadow-sm ring-1 ring-ink/5 transition-shadow focus-within:shadow-md hover:shadow-md"
          >
            <div className="flex items-center justify-between gap-3">
              <span
                className={`inline-flex size-12 items-center justify-center rounded-full ${accent[p.colour]}`}
              >
                <Icon name={p.icon} className="size-6" />
              </span>
              <Badge tone={p.colour}>{p.status}</Badge>
            </div>
            <h3 className="mt-6 text-3xl text-ink">{p.name}</h3>
            <p className="text-sm font-semibold tracking-[0.14em] text-ink-soft uppercase">
              {p.label}
            </p>
            <p className="mt-4 leading-relaxed text-ink-soft">{p.summary}</p>
            <Link
              href={p.href}
              className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-clay-deep underline-offset-4 hover:underline"
            >
              {progress.linkPrefix} {p.name.split(',')[0]}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
