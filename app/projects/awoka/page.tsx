import { ChatButton } from '@/components/ui/ChatButton';
import { PropertyHero } from '@/components/ui/PropertyHero';
import { awokaHero } from '@/content/pages/awoka';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/projects/awoka');

export default function AwokaPage() {
  return (
    <PropertyHero property="awoka" hero={awokaHero}>
      <ChatButton message="vision">Join the Vision</ChatButton>
    </PropertyHero>
  );
}
