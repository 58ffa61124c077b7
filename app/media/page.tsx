import { MediaTiles } from '@/components/sections/media/MediaTiles';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/media');

export default function MediaPage() {
  return <MediaTiles />;
}
