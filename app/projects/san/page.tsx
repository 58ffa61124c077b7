import { FollowRestoration } from '@/components/sections/san/FollowRestoration';
import { PlannedAmenities } from '@/components/sections/san/PlannedAmenities';
import { SanFuturePlans } from '@/components/sections/san/SanFuturePlans';
import { GallerySection } from '@/components/ui/GallerySection';
import { SanStory } from '@/components/sections/san/SanStory';
import { SanVoices } from '@/components/sections/san/SanVoices';
import { ActionRow } from '@/components/ui/ActionRow';
import { PropertyHero } from '@/components/ui/PropertyHero';
import { sanFollow, sanGalleries, sanHero } from '@/content/pages/san';
import { pageMetadata } from '@/lib/metadata';
import { JsonLd } from '@/components/ui/JsonLd';
import { propertyProject, withContext } from '@/lib/structured-data';

export const metadata = pageMetadata('/projects/san');

export default function SanPage() {
  return (
    <>
      <JsonLd data={withContext(propertyProject('san'))} />
      <PropertyHero property="san" hero={sanHero}>
        <ActionRow actions={sanFollow.actions.slice(0, 1)} on="dark" />
      </PropertyHero>
      <SanStory />
      <GallerySection
        content={sanGalleries}
        label="SAN gallery"
        groupLayout="columns"
        tone="sand"
      />
      <SanFuturePlans />
      <PlannedAmenities />
      <SanVoices />
      <FollowRestoration />
    </>
  );
}
