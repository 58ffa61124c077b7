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
import { ActionRow } from '@/components/ui/ActionRow';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Gallery } from '@/components/ui/Gallery';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { InstagramIcon } from '@/components/ui/InstagramIcon';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
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
        <ActionRow actions={micrositeActions.hero} on="dark" />
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
        <HeadedSection
          id="gallery"
          heading={micrositeGallery}
          align="center"
          headingClassName="mb-12"
        >
          <Gallery ids={micrositeGallery.ids} label={micrositeGallery.label} />
        </HeadedSection>
        <Reviews />
        <DayRhythm id="rhythm" />
        <LocalExperiences id="experiences" heading={micrositeExperiences} />
        <ReserveNowFloat />
      </div>
      <PlanYourStay />
      <Location />
      <ClosingCta id="reserve" copy={micrositeClosing}>
        <ActionRow actions={micrositeActions.closing} on="dark" />
        <div className="flex flex-col items-center gap-1 border-t border-linen/20 px-8 pt-6 text-parchment/85">
          <p>{micrositeClosing.instagramLead}</p>
          <ButtonLink href={instagram.url} variant="text" className="text-linen">
            <InstagramIcon className="size-5" />
            {instagram.handle} {micrositeActions.instagramSuffix}
          </ButtonLink>
        </div>
      </ClosingCta>
    </>
  );
}
