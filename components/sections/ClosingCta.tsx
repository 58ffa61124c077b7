import { ActionRow } from '@/components/ui/ActionRow';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { InstagramIcon } from '@/components/ui/InstagramIcon';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { BlockOf } from '@/content/blocks';
import { site } from '@/content/site';

/** A page's last word: one calm line over a photograph, the ways to write, and Instagram. */
export function ClosingCta({ block }: { block: BlockOf<'closingCta'> }) {
  const headingId = `${block.id}-title`;
  const { heading, instagram } = block;
  const profile = site.social.chaayaInstagram;
  return (
    <Section
      id={block.id}
      tone="night"
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden"
    >
      <Picture
        id={block.image}
        sizes="100vw"
        pictureClassName="absolute inset-0 -z-20"
        className="h-full w-full"
      />
      {/* The scrim keeps the text at AA contrast whatever the photograph. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-night/75" />
      <div className="mx-auto flex max-w-3xl flex-col items-center py-8 text-center sm:py-12">
        <SectionHeading
          id={headingId}
          eyebrow={heading.eyebrow}
          title={heading.title}
          lead={heading.lead ? <p>{heading.lead}</p> : undefined}
          align="center"
          inverted
        />
        <div className="mt-10 flex w-full flex-col items-center gap-6">
          <ActionRow actions={block.actions} on="dark" />
          {instagram ? (
            <div className="flex flex-col items-center gap-1 border-t border-linen/20 px-8 pt-6 text-parchment/85">
              <p>{instagram.lead}</p>
              <ButtonLink href={profile.url} variant="text" className="text-linen">
                <InstagramIcon className="size-5" />
                {profile.handle} {instagram.suffix}
              </ButtonLink>
            </div>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
