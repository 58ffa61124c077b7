import type { ComponentProps } from 'react';
import type { Edition } from '@/lib/content/editions';
import { MapEmbedIsland } from './islands';

/** The map iframe island (map/MapEmbedIsland.tsx), its notes in the edition's interface words. */
export function MapEmbed({
  edition,
  ...props
}: Omit<ComponentProps<typeof MapEmbedIsland>, 'words'> & { edition: Edition }) {
  const { loading, failed } = edition.texts.interface.map;
  return <MapEmbedIsland {...props} words={{ loading, failed }} />;
}
