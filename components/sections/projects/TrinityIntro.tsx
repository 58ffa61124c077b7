import { ArrowDown } from 'lucide-react';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { trinityIntro as c } from '@/content/pages/projects';
import { properties } from '@/content/properties';
import { InPageLink } from './InPageLink';
import { PropertyCardHead } from './PropertyCardHead';

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
              <PropertyCardHead property={p} />
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
