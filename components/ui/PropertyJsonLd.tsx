import { JsonLd } from '@/components/ui/JsonLd';
import { propertyOf, type Edition } from '@/lib/content/editions';
import type { PropertyId } from '@/lib/content/properties';
import { houseLodging, propertyProject, withContext } from '@/lib/structured-data';

/**
 * A house for search engines: one open for stays as a lodging with its amenities, on every page
 * about it; the others as projects. Its stage in the data decides, never its name.
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
  if (propertyOf(edition, property).status !== 'Open for Stays') {
    return <JsonLd data={withContext(propertyProject(edition, property))} />;
  }
  const { amenities } = edition.texts;
  return (
    <JsonLd
      data={withContext(
        houseLodging(
          edition,
          property,
          path,
          amenities.map((a) => a.label),
        ),
      )}
    />
  );
}
