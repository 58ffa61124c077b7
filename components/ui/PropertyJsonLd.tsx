import { JsonLd } from '@/components/ui/JsonLd';
import type { Edition } from '@/lib/content/editions';
import type { PropertyId } from '@/lib/content/properties';
import { chaayaLodging, propertyProject, withContext } from '@/lib/structured-data';

/**
 * A property for search engines: Chaaya, open for stays, as a lodging with its amenities (on
 * both pages that present it); the others as projects.
 */
export function PropertyJsonLd({
  property,
  path,
  edition,
}: {
  property: PropertyId;
  path: string;
  edition: Edition;
}) {
  const { amenities } = edition.texts;
  if (property !== 'chaaya') {
    return <JsonLd data={withContext(propertyProject(edition, property))} />;
  }
  if (path !== '/projects/chaaya' && path !== '/chaaya-microsite') {
    throw new Error(`Chaaya's structured data has no page "${path}"`);
  }
  return (
    <JsonLd
      data={withContext(
        chaayaLodging(
          edition,
          path,
          amenities.map((a) => a.label),
        ),
      )}
    />
  );
}
