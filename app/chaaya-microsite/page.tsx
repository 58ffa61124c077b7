import { Badge } from '@/components/ui/Badge';
import { ChatButton } from '@/components/ui/ChatButton';
import { PageHero } from '@/components/ui/PageHero';
import { micrositeHero } from '@/content/pages/microsite';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/chaaya-microsite');

export default function ChaayaMicrositePage() {
  return (
    <PageHero
      image={micrositeHero.image}
      height="full"
      title={micrositeHero.title}
      eyebrow={<Badge tone="glass">{micrositeHero.badge}</Badge>}
      lead={<p>{micrositeHero.lead}</p>}
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <ChatButton message="booking">Reserve Your Heritage Stay</ChatButton>
        <ChatButton message="chaayaQuick" variant="outlineLight">
          Speak with Host
        </ChatButton>
      </div>
    </PageHero>
  );
}
