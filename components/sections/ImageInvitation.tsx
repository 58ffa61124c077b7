import { ActionRow } from '@/components/ui/ActionRow';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { BlockOf } from '@/content/blocks';

/** A clay band that asks something of the reader, with its buttons, beside a portrait photo. */
export function ImageInvitation({ block }: { block: BlockOf<'imageInvitation'> }) {
  const titleId = `${block.id}-title`;
  const { heading } = block;
  return (
    <Section id={block.id} tone="clay" aria-labelledby={titleId}>
      <div className="grid gap-12 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] md:items-center lg:gap-20">
        <div>
          <SectionHeading
            id={titleId}
            eyebrow={heading.eyebrow}
            title={heading.title}
            lead={heading.lead ? <p>{heading.lead}</p> : undefined}
            inverted
          />
          <ActionRow actions={block.actions} on="clay" className="mt-9" />
        </div>
        <Picture
          id={block.image}
          sizes="(min-width: 1216px) 460px, (min-width: 768px) 40vw, 100vw"
          className="aspect-[4/5] rounded-2xl"
          pictureClassName="hidden md:block"
        />
      </div>
    </Section>
  );
}
