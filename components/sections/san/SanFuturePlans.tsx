import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { sanFuturePlans } from '@/content/pages/san';

/** The stages ahead, in the order they will happen. */
export function SanFuturePlans() {
  return (
    <Section id="future-plans" aria-labelledby="san-plans-title">
      <SectionHeading
        id="san-plans-title"
        eyebrow={sanFuturePlans.eyebrow}
        title={sanFuturePlans.title}
        lead={<p>{sanFuturePlans.lead}</p>}
      />
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {sanFuturePlans.plans.map((plan, i) => (
          <li key={plan.title} className="relative border-t-2 border-moss pt-6">
            <span aria-hidden="true" className="font-display text-5xl leading-none text-moss/70">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-4 text-2xl text-ink sm:text-3xl">{plan.title}</h3>
            <p className="mt-3 leading-relaxed text-ink-soft">{plan.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
