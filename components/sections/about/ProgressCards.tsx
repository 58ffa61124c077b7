import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import { PropertyCardHead } from '@/components/sections/projects/PropertyCardHead';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { progress } from '@/content/pages/about';
import { properties } from '@/content/properties';

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
            <PropertyCardHead property={p} />
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
