import { Carousel } from '@/components/ui/Carousel';
import { MapCard } from '@/components/ui/MapCard';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { timings } from '@/content/facts';
import { featuredProject as c } from '@/content/pages/home';
import { getProperty } from '@/content/properties';
import { PropertySummary } from '@/components/ui/PropertySummary';
import { ChatCard } from './ChatCard';

const photoIds = Array.from(
  { length: timings.featuredImageCount },
  (_, i) => `featured-${String(i + 1).padStart(2, '0')}`,
);

/** Chaaya, the house open for stays: its photographs, its story, a way to write and the map. */
export function FeaturedProject() {
  const chaaya = getProperty('chaaya');
  return (
    <Section id="featured-project" tone="linen" aria-labelledby="featured-project-title">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.45fr)] lg:items-center lg:gap-16">
        <PropertySummary
          property={chaaya}
          titleId="featured-project-title"
          eyebrow={c.eyebrow}
          title={
            <>
              {chaaya.name}, <span className="block text-clay-deep italic">{chaaya.label}</span>
            </>
          }
          link={c.storyLink}
        >
          <dl className="mt-8 grid grid-cols-3 gap-4 border-y border-ink/10 py-5">
            {c.facts.map((f) => (
              <div key={f.label}>
                <dt className="text-sm text-ink-soft">{f.label}</dt>
                <dd className="font-display text-3xl text-ink">{f.value}</dd>
              </div>
            ))}
          </dl>
        </PropertySummary>
        <Carousel
          label={c.carouselLabel}
          delay={timings.autoplay.featured}
          slides={photoIds.map((id) => (
            <Picture
              key={id}
              id={id}
              sizes="(min-width: 1216px) 700px, (min-width: 1024px) 58vw, 100vw"
              className="aspect-[3/2] rounded-2xl"
            />
          ))}
        />
      </div>
      <div className="mt-14 grid gap-6 lg:mt-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.45fr)]">
        <ChatCard />
        <MapCard title={c.map.title} openLabel={c.map.openLabel} />
      </div>
    </Section>
  );
}
