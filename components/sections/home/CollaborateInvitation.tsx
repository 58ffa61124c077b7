import { ActionRow } from '@/components/ui/ActionRow';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { collaborateInvitation as c } from '@/content/pages/home';

/**
 * For owners of old family homes: an invitation to restore one together. Closes the home page
 * and the projects overview.
 */
export function CollaborateInvitation({ id = 'collaborate-invitation' }: { id?: string }) {
  return (
    <Section id={id} tone="clay" aria-labelledby={`${id}-title`}>
      <div className="grid gap-12 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] md:items-center lg:gap-20">
        <div>
          <SectionHeading
            id={`${id}-title`}
            eyebrow={c.eyebrow}
            title={c.title}
            lead={<p>{c.text}</p>}
            inverted
          />
          <ActionRow actions={c.actions} on="clay" className="mt-9" />
        </div>
        <Picture
          id="about-origin"
          sizes="(min-width: 1216px) 460px, (min-width: 768px) 40vw, 100vw"
          className="aspect-[4/5] rounded-2xl"
          pictureClassName="hidden md:block"
        />
      </div>
    </Section>
  );
}
