import { ChatButton } from '@/components/ui/ChatButton';
import { PropertyHero } from '@/components/ui/PropertyHero';
import { chaayaHero } from '@/content/pages/chaaya';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/projects/chaaya');

export default function ChaayaPage() {
  return (
    <PropertyHero property="chaaya" hero={chaayaHero}>
      <ChatButton message="booking">Ask About Availability</ChatButton>
    </PropertyHero>
  );
}
