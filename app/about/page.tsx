import { ClosingInvitation } from '@/components/sections/about/ClosingInvitation';
import { ImageStory } from '@/components/sections/about/ImageStory';
import { MissionStatement } from '@/components/sections/about/MissionStatement';
import { ProgressCards } from '@/components/sections/about/ProgressCards';
import { ValuesSection } from '@/components/sections/about/ValuesSection';
import { PageHero } from '@/components/ui/PageHero';
import { timings } from '@/content/facts';
import { aboutHero, commitments, founderNote, origin, philosophy } from '@/content/pages/about';
import { pageMetadata } from '@/lib/metadata';
import { Eyebrow } from '@/components/ui/Eyebrow';

export const metadata = pageMetadata('/about');

export default function Page() {
  return (
    <>
      <PageHero
        image={aboutHero.image}
        height="tall"
        title={aboutHero.title}
        lead={<p>{aboutHero.lead}</p>}
        eyebrow={
          <Eyebrow tracking="hero" className="text-clay-soft">
            {aboutHero.eyebrow}
          </Eyebrow>
        }
      />
      <ImageStory id="origin" eyebrow={origin.eyebrow} title={origin.title} image={origin.image}>
        {origin.body.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </ImageStory>
      <MissionStatement />
      <ValuesSection
        id="philosophy"
        heading={philosophy}
        items={philosophy.points}
        carouselLabel={philosophy.carouselLabel}
        delay={timings.autoplay.philosophy}
        gridClassName="grid-cols-6 [&>li]:col-span-2 [&>li:nth-last-child(-n+2)]:col-span-3"
      />
      <ValuesSection
        id="commitments"
        tone="sand"
        heading={commitments}
        items={commitments.items}
        carouselLabel={commitments.carouselLabel}
        delay={timings.autoplay.commitments}
        gridClassName="grid-cols-4"
      />
      <ImageStory
        id="founder-note"
        eyebrow={founderNote.eyebrow}
        title={founderNote.title}
        image={founderNote.image}
        imageSide="right"
      >
        {founderNote.letter.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <p className="font-display text-2xl text-ink italic">— {founderNote.signature}</p>
      </ImageStory>
      <ProgressCards />
      <ClosingInvitation />
    </>
  );
}
