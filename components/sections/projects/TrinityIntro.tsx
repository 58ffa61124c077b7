import { ArrowDown } from 'lucide-react';
import { Badge } from '@/components/ui/Badge';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { trinityIntro as c } from '@/content/pages/projects';
import { properties } from '@/content/properties';
import { InPageLink } from './InPageLink';

const accent = {
  clay: 'bg-clay-soft/60 text-clay-deep',
  moss: 'bg-moss-soft text-moss',
  dusk: 'bg-dusk-soft text-dusk',
} as const;

/** The three homes as cards; each card is a link down to that home's section. */
export function TrinityIntro() {
  return (
    <Section id="trinity-intro" aria-labelledby="trinity-intro-title">
      <SectionHeading
        id="trinity-intro-title"
        eyebrow={c.eyebrow}
        title={c.title}
        lead={<p>{c.lead}</p>}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {properties.map((p) => (
          <li key={p.id}>
            <InPageLink
              href={`#${p.id}`}
              className="group flex h-full flex-col rounded-2xl bg-linen p-7 shadow-sm ring-1 ring-ink/5 transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:hover:translate-y-0"
            >
              <span className="flex items-center justify-between gap-3">
                <span
                  className={`inline-flex size-12 items-center justify-center rounded-full ${accent[p.colour]}`}
                >
                  <Icon name={p.icon} className="size-6" />
                </span>
                <Badge tone={p.colour}>{p.status}</Badge>
              </span>
              <span className="mt-6 font-display text-3xl text-ink">{p.name}</span>
              <span className="text-sm font-semibold tracking-[0.14em] text-ink-soft uppercase">
                {p.label}
              </span>
              <span className="mt-6 inline-flex items-center gap-2 pt-2 font-semibold text-clay-deep group-hover:underline">
                {c.cardCta}
                <ArrowDown aria-hidden="true" className="size-4" />
              </span>
            </InPageLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
