import { Section } from '@/components/ui/Section';
import { livingPhilosophy as c } from '@/content/pages/home';
import { Eyebrow } from '@/components/ui/Eyebrow';

/** The brand's belief, in its own words, with the pull quote. */
export function LivingPhilosophy() {
  return (
    <Section aria-labelledby="living-philosophy-title" className="overflow-hidden">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-center lg:gap-20">
        <div>
          <Eyebrow className="mb-4 text-clay">{c.eyebrow}</Eyebrow>
          <h2 id="living-philosophy-title" className="text-4xl text-ink sm:text-5xl lg:text-6xl">
            <span className="block">{c.title[0]}</span>{' '}
            <span className="block text-clay-deep italic">{c.title[1]}</span>
          </h2>
          <div className="mt-8 max-w-prose space-y-5 text-lg leading-relaxed text-ink-soft">
            {c.body.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
        <figure className="relative rounded-3xl bg-sand px-8 py-12 sm:px-12 sm:py-16">
          <span
            aria-hidden="true"
            className="absolute -top-6 left-6 font-display text-[7rem] leading-none text-clay/30 sm:left-10"
          >
            “
          </span>
          <blockquote className="font-display text-3xl leading-tight text-ink italic sm:text-4xl">
            <p>{c.quote.text}</p>
          </blockquote>
          <Eyebrow as="figcaption" tracking="caption" className="mt-6 text-ink-soft">
            <span aria-hidden="true">— </span>
            {c.quote.credit}
          </Eyebrow>
        </figure>
      </div>
    </Section>
  );
}
