import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { whyFirst as c } from '@/content/pages/projects';

/** Why restoration comes before any new building. */
export function WhyFirst() {
  return (
    <Section id="why-first" tone="sand" aria-labelledby="why-first-title">
      <SectionHeading id="why-first-title" eyebrow={c.eyebrow} title={c.title} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {c.points.map((point) => (
          <li key={point.title} className="rounded-2xl bg-linen p-7 shadow-sm ring-1 ring-ink/5">
            <h3 className="text-2xl text-ink">{point.title}</h3>
            <p className="mt-3 leading-relaxed text-ink-soft">{point.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
