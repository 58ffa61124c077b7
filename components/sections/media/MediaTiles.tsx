import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { icons } from '@/components/ui/icons';
import { media } from '@/content/pages/media';

/** Press and film: placeholder tiles until the first features are out. */
export function MediaTiles() {
  return (
    <Section className="pt-16 sm:pt-24">
      <SectionHeading
        as="h1"
        eyebrow={media.eyebrow}
        title={media.title}
        lead={<p>{media.lead}</p>}
      />
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {media.tiles.map((tile) => {
          const Icon = icons[tile.icon];
          return (
            <li
              key={tile.title}
              className="flex min-h-72 flex-col rounded-2xl border border-dashed border-ink/25 bg-linen p-8"
            >
              <Icon aria-hidden="true" className="size-8 text-clay" />
              <h2 className="mt-6 text-3xl">{tile.title}</h2>
              <p className="mt-3 text-ink-soft">{tile.text}</p>
              <Eyebrow className="mt-auto pt-6 text-clay-deep">{media.note}</Eyebrow>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
