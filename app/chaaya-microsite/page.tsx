import { ChaayaJsonLd } from '@/components/sections/chaaya/ChaayaJsonLd';
import { ClosingCta } from '@/components/sections/chaaya/ClosingCta';
import { DayRhythm } from '@/components/sections/chaaya/DayRhythm';
import { HouseStory } from '@/components/sections/chaaya/HouseStory';
import { LocalExperiences } from '@/components/sections/chaaya/LocalExperiences';
import { StatList } from '@/components/sections/chaaya/StatList';
import { Location } from '@/components/sections/microsite/Location';
import { ReserveNowFloat } from '@/components/sections/microsite/ReserveNowFloat';
import { Reviews } from '@/components/sections/microsite/Reviews';
import { RoomSelector } from '@/components/sections/microsite/RoomSelector';
import { PlanYourStay } from '@/components/sections/stay/PlanYourStay';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink, ExternalAnchor } from '@/components/ui/ButtonLink';
import { ChatButton } from '@/components/ui/ChatButton';
import { Gallery } from '@/components/ui/Gallery';
import { InstagramIcon } from '@/components/ui/InstagramIcon';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import {
  micrositeActions,
  micrositeClosing,
  micrositeExperiences,
  micrositeGallery,
  micrositeHero,
  micrositeStats,
  micrositeStory,
} from '@/content/pages/microsite';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/chaaya-microsite');

const instagram = site.social.chaayaInstagram;

export default function ChaayaMicrositePage() {
  return (
    <>
      <ChaayaJsonLd path="/chaaya-microsite" />
      <PageHero
        image={micrositeHero.image}
        height="full"
        title={micrositeHero.title}
        eyebrow={<Badge tone="glass">{micrositeHero.badge}</Badge>}
        lead={<p>{micrositeHero.lead}</p>}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="#plan-your-stay">{micrositeActions.reserve}</ButtonLink>
          <ChatButton message="chaayaQuick" variant="outlineLight">
            {micrositeActions.speakWithHost}
          </ChatButton>
        </div>
      </PageHero>
      <Section tone="linen" aria-label="Chaaya at a glance" className="py-12 sm:py-16">
        <StatList stats={micrositeStats} label="Chaaya at a glance" className="text-center" />
      </Section>
      {/* The floating 'Reserve Now' is sticky within this wrapper: it slides in once the hero
          (with its own buttons) and the stats have scrolled away, and comes to rest just above
          the section it leads to, so it never covers the stay request's own buttons. */}
      <div>
        <HouseStory id="story" story={micrositeStory} />
        <RoomSelector />
        <Section id="gallery" aria-labelledby="gallery-title">
          <SectionHeading
            id="gallery-title"
            eyebrow={micrositeGallery.eyebrow}
            title={micrositeGallery.title}
            align="center"
            className="mb-12"
          />
          <Gallery ids={micrositeGallery.ids} label={micrositeGallery.label} />
        </Section>
        <Reviews />
        <DayRhythm id="rhythm" />
        <LocalExperiences id="experiences" heading={micrositeExperiences} />
        <ReserveNowFloat />
      </div>
      <PlanYourStay />
      <Location />
      <ClosingCta id="reserve" copy={micrositeClosing}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ChatButton message="booking">{micrositeActions.closingReserve}</ChatButton>
          <ChatButton message="chaayaQuick" variant="outlineLight">
            {micrositeActions.speakWithHost}
          </ChatButton>
        </div>
        <div className="flex flex-col items-center gap-1 border-t border-linen/20 px-8 pt-6 text-parchment/85">
          <p>{micrositeClosing.instagramLead}</p>
          <ExternalAnchor
            href={instagram.url}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-linen underline-offset-4 hover:underline"
          >
            <InstagramIcon className="size-5" />
            {instagram.handle} {micrositeActions.instagramSuffix}
          </ExternalAnchor>
        </div>
      </ClosingCta>
    </>
  );
}
