import { Picture } from '@/components/ui/Picture';
import { Section, type SectionTone } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';

type HouseStoryProps = {
  id: string;
  story: {
    eyebrow: string;
    title: string;
    image: string;
    paragraphs: readonly string[];
    quote?: string;
  };
  tone?: SectionTone;
  className?: string;
};

/** The house's story beside one of its photographs (the legacy story and 'Since 1885'). */
export function HouseStory({ id, story, tone = 'parchment', className }: HouseStoryProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId} className={className}>
      <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
        <Picture
          id={story.image}
          sizes="(min-width: 1024px) 36rem, 100vw"
          className="aspect-[4/5] rounded-2xl object-cover shadow-sm sm:aspect-[3/2] lg:aspect-[4/5]"
        />
        <div>
          <SectionHeading id={headingId} eyebrow={story.eyebrow} title={story.title} />
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-soft">
            {story.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          {story.quote ? (
            <p className="mt-8 border-l-2 border-clay pl-5 font-display text-2xl leading-snug text-ink italic">
              {story.quote}
            </p>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
