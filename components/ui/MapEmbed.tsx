import type { ComponentProps } from 'react';
import { interfaceWords } from '@/content/interface';
import { MapEmbedIsland } from './islands';

/** The map iframe island (map/MapEmbedIsland.tsx), its notes in the interface words. */
export function MapEmbed(props: Omit<ComponentProps<typeof MapEmbedIsland>, 'words'>) {
  const { loading, failed } = interfaceWords.map;
  return <MapEmbedIsland {...props} words={{ loading, failed }} />;
}
