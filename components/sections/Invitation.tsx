import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ChatButton } from '@/components/ui/ChatButton';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { BlockOf } from '@/content/blocks';

/** A page's last word on a clay band: a heading, a sentence and one way on. */
export function Invitation({ block }: { block: BlockOf<'invitation'> }) {
  const titleId = `${block.id}-title`;
  const { action } = block;
  return (
    <Section id={block.id} tone="clay" aria-labelledby={titleId} width="prose">
      <div className="text-center">
        <SectionHeading
          id={titleId}
          title={block.title}
          lead={<p>{block.text}</p>}
          align="center"
          inverted
        />
        {'chat' in action ? (
          <ChatButton message={action.chat} line={action.line} variant="light" className="mt-9">
            {action.label}
          </ChatButton>
        ) : (
          <ButtonLink href={action.href} variant="light" className="mt-9">
            {action.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        )}
      </div>
    </Section>
  );
}
