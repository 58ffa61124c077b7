import { Card } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { sanStory } from '@/content/pages/san';

/** Why the farmhouse is being restored, and where the work stands. */
export function SanStory() {
  return (
    <Section id="story" aria-labelledby="san-story-title">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-20">
        <div>
          <SectionHeading id="san-story-title" eyebrow={sanStory.eyebrow} title={sanStory.title} />
          <div className="mt-8 max-w-prose space-y-5 text-lg leading-relaxed text-ink-soft">
            {sanStory.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-8 lg:pt-16">
          <figure className="border-l-2 border-moss pl-6">
            <blockquote className="font-display text-2xl leading-snug text-ink italic sm:text-3xl">
              <p>“{sanStory.quote.text}”</p>
            </blockquote>
            <figcaption className="mt-3 text-sm text-ink-soft">{sanStory.quote.author}</figcaption>
          </figure>
          <Card as="dl" className="divide-y divide-ink/10 px-6 py-0">
            {sanStory.milestones.map((m) => (
              <div
                key={m.label}
                className="flex flex-wrap items-baseline justify-between gap-x-4 py-4"
              >
                <dt className="text-sm tracking-wide text-ink-soft">{m.label}</dt>
                <dd className="font-display text-xl text-ink">{m.value}</dd>
              </div>
            ))}
          </Card>
        </div>
      </div>
    </Section>
  );
}
