import { TravelFacts } from '@/components/sections/chaaya/TravelFacts';
import { MapCard } from '@/components/ui/MapCard';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { micrositeLocation } from '@/content/pages/microsite';

/** The map and the travel details. */
export function Location() {
  return (
    <Section id="location" tone="parchment" aria-labelledby="location-title">
      <div className="grid items-start gap-12 lg:grid-cols-2 lg:gap-16">
        <SectionHeading
          id="location-title"
          eyebrow={micrositeLocation.eyebrow}
          title={micrositeLocation.title}
          lead={<p>{micrositeLocation.lead}</p>}
        />
        <MapCard title={micrositeLocation.mapTitle} openLabel="Open in Google Maps" />
      </div>
      <TravelFacts className="mt-12 lg:grid-cols-4" />
    </Section>
  );
}
