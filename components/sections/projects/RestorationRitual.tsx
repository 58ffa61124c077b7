import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { restorationRitual as c } from '@/content/pages/projects';

/** The four stages every home goes through, in order. */
export function RestorationRitual() {
  return (
    <Section id="restoration-ritual" tone="night" aria-labelledby="restoration-ritual-title">
      <SectionHeading
        id="restoration-ritual-title"
        eyebrow={c.eyebrow}
        title={c.title}
        lead={<p>{c.lead}</p>}
        inverted
      />
      <ol className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
        {c.steps.map((step, i) => (
          <li key={step.title} className="border-t border-parchment/20 pt-6">
            <span aria-hidden="true" className="font-display text-5xl text-clay-soft">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-3 text-2xl text-linen">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-parchment/85">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
