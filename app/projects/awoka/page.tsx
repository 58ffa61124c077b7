import { GallerySection } from '@/components/ui/GallerySection';
import { ProseSection } from '@/components/ui/ProseSection';
import { AwokaIntro } from '@/components/sections/awoka/AwokaIntro';
import { AwokaPanel } from '@/components/sections/awoka/AwokaPanel';
import { AwokaVoices } from '@/components/sections/awoka/AwokaVoices';
import { AwokaWhoFor } from '@/components/sections/awoka/AwokaWhoFor';
import { AsideLayout } from '@/components/ui/AsideLayout';
import { ChatButton } from '@/components/ui/ChatButton';
import { PropertyHero } from '@/components/ui/PropertyHero';
import { awokaArrival, awokaDescription, awokaGalleries, awokaHero } from '@/content/pages/awoka';
import { pageMetadata } from '@/lib/metadata';
import { JsonLd } from '@/components/ui/JsonLd';
import { propertyProject, withContext } from '@/lib/structured-data';

export const metadata = pageMetadata('/projects/awoka');

export default function AwokaPage() {
  return (
    <>
      <JsonLd data={withContext(propertyProject('awoka'))} />
      <PropertyHero property="awoka" hero={awokaHero}>
        <ChatButton message="vision">{awokaHero.cta}</ChatButton>
      </PropertyHero>
      <AwokaIntro />
      <AsideLayout
        aside={<AwokaPanel />}
        asideLabel="The vision at a glance"
        className="pb-section lg:pb-0"
      >
        <ProseSection
          id="vision"
          content={awokaDescription}
          width="full"
          className="pb-14 sm:pb-20"
        />
        <GallerySection
          content={awokaGalleries}
          label="Adhyatmic House gallery"
          width="full"
          className="border-t border-ink/10 py-14 sm:py-20"
        />
        <AwokaWhoFor />
        <AwokaVoices />
        <ProseSection
          id="when-it-will-arrive"
          content={awokaArrival}
          width="full"
          className="border-t border-ink/10 pt-14 sm:pt-20"
        />
      </AsideLayout>
    </>
  );
}
