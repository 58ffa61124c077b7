import { ChatButton } from '@/components/ui/ChatButton';
import { PropertyHero } from '@/components/ui/PropertyHero';
import { sanHero } from '@/content/pages/san';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/projects/san');

export default function SanPage() {
  return (
    <PropertyHero property="san" hero={sanHero}>
      <ChatButton message="sanUpdates" line="restoration">
        Follow the Restoration
      </ChatButton>
    </PropertyHero>
  );
}
