import { Section } from '@/components/ui/Section';
import { mission } from '@/content/pages/about';
import { Eyebrow } from '@/components/ui/Eyebrow';

/** The mission in one sentence, set large. */
export function MissionStatement() {
  return (
    <Section id="mission" tone="night" aria-labelledby="mission-title" width="prose">
      <div className="text-center">
        <Eyebrow as="h2" id="mission-title" className="font-sans text-clay-soft">
          {mission.eyebrow}
        </Eyebrow>
        <p className="mt-6 font-display text-3xl leading-snug text-linen italic sm:text-4xl">
          {mission.statement}
        </p>
        <p className="mt-6 text-parchment/80">{mission.note}</p>
      </div>
    </Section>
  );
}
