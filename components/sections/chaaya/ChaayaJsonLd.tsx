import { JsonLd } from '@/components/ui/JsonLd';
import { amenities } from '@/content/amenities';
import { chaayaLodging, withContext } from '@/lib/structured-data';

/** Chaaya as a LodgingBusiness, with its amenities, for whichever of its two pages carries it. */
export function ChaayaJsonLd({ path }: { path: Parameters<typeof chaayaLodging>[0] }) {
  return (
    <JsonLd
      data={withContext(
        chaayaLodging(
          path,
          amenities.map((a) => a.label),
        ),
      )}
    />
  );
}
