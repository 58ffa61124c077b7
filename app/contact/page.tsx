import { ContactChannels } from '@/components/sections/contact/ContactChannels';
import { ContactFormSection } from '@/components/sections/contact/ContactFormSection';
import { ContactPaths } from '@/components/sections/contact/ContactPaths';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { PageHero } from '@/components/ui/PageHero';
import { contactHero } from '@/content/pages/contact';
import { pageMetadata } from '@/lib/metadata';
import { Eyebrow } from '@/components/ui/Eyebrow';

export const metadata = pageMetadata('/contact');

export default function Page() {
  return (
    <>
      <PageHero
        image={contactHero.image}
        title={contactHero.title}
        lead={<p>{contactHero.lead}</p>}
        eyebrow={
          <Eyebrow tracking="hero" className="text-clay-soft">
            {contactHero.eyebrow}
          </Eyebrow>
        }
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="#message" variant="light">
            {contactHero.actions.message}
          </ButtonLink>
          <ButtonLink href="#channels" variant="outlineLight">
            {contactHero.actions.channels}
          </ButtonLink>
        </div>
      </PageHero>
      <ContactPaths />
      <ContactFormSection />
      <ContactChannels />
    </>
  );
}
