import type { ComponentProps } from 'react';
import { MapEmbedIsland } from './islands';
import { edition } from '@/lib/edition';

/** The map iframe island (map/MapEmbedIsland.tsx), its notes in the interface words. */
export function MapEmbed(props: Omit<ComponentProps<typeof MapEmbedIsland>, 'words'>) {
  const { interface: interfaceWords } = edition().texts;
  const { loading, failed } = interfaceWords.map;
  return <MapEmbedIsland {...props} words={{ loading, failed }} />;
}
