import { Section } from '@/components/ui/Section';
import { awokaIntro } from '@/content/pages/awoka';
import { Eyebrow } from '@/components/ui/Eyebrow';

/** The opening words under the hero: one quote, given room. */
export function AwokaIntro() {
  return (
    <Section id="intro" tone="night" width="prose" aria-label="Introduction">
      <figure className="text-center">
        <blockquote className="font-display text-3xl leading-snug text-linen italic sm:text-4xl">
          <p>“{awokaIntro.quote}”</p>
        </blockquote>
        <Eyebrow as="figcaption" className="mt-6 text-clay-soft">
          {awokaIntro.author}
        </Eyebrow>
      </figure>
    </Section>
  );
}
