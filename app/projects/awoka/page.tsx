import { AwokaArrival } from '@/components/sections/awoka/AwokaArrival';
import { AwokaDescription } from '@/components/sections/awoka/AwokaDescription';
import { AwokaGalleries } from '@/components/sections/awoka/AwokaGalleries';
import { AwokaIntro } from '@/components/sections/awoka/AwokaIntro';
import { AwokaPanel } from '@/components/sections/awoka/AwokaPanel';
import { AwokaVoices } from '@/components/sections/awoka/AwokaVoices';
import { AwokaWhoFor } from '@/components/sections/awoka/AwokaWhoFor';
import { AsideLayout } from '@/components/ui/AsideLayout';
import { ChatButton } from '@/components/ui/ChatButton';
import { PropertyHero } from '@/components/ui/PropertyHero';
import { awokaHero } from '@/content/pages/awoka';
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
        <AwokaDescription />
        <AwokaGalleries />
        <AwokaWhoFor />
        <AwokaVoices />
        <AwokaArrival />
      </AsideLayout>
    </>
  );
}
