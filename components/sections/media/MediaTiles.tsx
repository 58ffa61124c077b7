import { CardGrid } from '@/components/ui/CardGrid';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { Icon } from '@/components/ui/Icon';
import { media } from '@/content/pages/media';

/** Press and film: placeholder tiles until the first features are out. */
export function MediaTiles() {
  return (
    <HeadedSection id="media" heading={media} headingAs="h1" className="pt-16 sm:pt-24">
      <CardGrid className="mt-14">
        {media.tiles.map((tile) => (
          <FeatureCard
            key={tile.title}
            surface="dashed"
            className="min-h-72 p-8"
            mark={<Icon name={tile.icon} className="size-8 text-clay" />}
            title={tile.title}
            headingAs="h2"
            size="lg"
            titleClassName="mt-6"
            text={tile.text}
            footer={<Eyebrow className="text-clay-deep">{media.note}</Eyebrow>}
          />
        ))}
      </CardGrid>
    </HeadedSection>
  );
}
