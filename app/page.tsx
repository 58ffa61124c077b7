import { HomeHero } from '@/components/sections/home/HomeHero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/');

export default function HomePage() {
  return <HomeHero />;
}
