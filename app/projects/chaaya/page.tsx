import { BookingPanel } from '@/components/sections/chaaya/BookingPanel';
import { ChaayaJsonLd } from '@/components/sections/chaaya/ChaayaJsonLd';
import { ClosingCta } from '@/components/sections/chaaya/ClosingCta';
import { CommunityImpact } from '@/components/sections/chaaya/CommunityImpact';
import { Comforts } from '@/components/sections/chaaya/Comforts';
import { DayRhythm } from '@/components/sections/chaaya/DayRhythm';
import { Geography } from '@/components/sections/chaaya/Geography';
import { GuestLetters } from '@/components/sections/chaaya/GuestLetters';
import { HeritageRooms } from '@/components/sections/chaaya/HeritageRooms';
import { HouseStory } from '@/components/sections/chaaya/HouseStory';
import { LocalExperiences } from '@/components/sections/chaaya/LocalExperiences';
import { Offerings } from '@/components/sections/chaaya/Offerings';
import { Views } from '@/components/sections/chaaya/Views';
import { PlanYourStay } from '@/components/sections/stay/PlanYourStay';
import { AsideLayout } from '@/components/ui/AsideLayout';
import { ActionRow } from '@/components/ui/ActionRow';
import { PropertyHero } from '@/components/ui/PropertyHero';
import {
  chaayaActions,
  chaayaClosing,
  chaayaHero,
  chaayaLegacy,
  chaayaLife,
} from '@/content/pages/chaaya';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/projects/chaaya');

export default function ChaayaPage() {
  return (
    <>
      <ChaayaJsonLd path="/projects/chaaya" />
      <PropertyHero property="chaaya" hero={chaayaHero}>
        <ActionRow actions={chaayaActions.hero} on="dark" />
      </PropertyHero>
      <HouseStory id="legacy" story={chaayaLegacy} />
      <HeritageRooms />
      <Views />
      <LocalExperiences id="life-around" heading={chaayaLife} />
      <DayRhythm id="day-rhythm" />
      <GuestLetters />
      <CommunityImpact />
      <div className="bg-parchment">
        <AsideLayout
          aside={<BookingPanel />}
          asideLabel="Plan your stay"
          className="pb-section lg:pb-0"
        >
          <div className="space-y-24 py-section">
            <Offerings />
            <Comforts />
            <Geography />
          </div>
        </AsideLayout>
      </div>
      <PlanYourStay tone="sand" rates={false} />
      <ClosingCta id="closing" copy={chaayaClosing}>
        <ActionRow actions={chaayaActions.closing} on="dark" />
      </ClosingCta>
    </>
  );
}
