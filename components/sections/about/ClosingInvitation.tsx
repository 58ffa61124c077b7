import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { closing } from '@/content/pages/about';

/** The page's last word: an invitation to /contact. */
export function ClosingInvitation() {
  return (
    <Section id="closing" tone="clay" aria-labelledby="closing-title" width="prose">
      <div className="text-center">
        <SectionHeading
          id="closing-title"
          title={closing.title}
          lead={<p>{closing.text}</p>}
          align="center"
          inverted
        />
        <ButtonLink href="/contact" variant="light" className="mt-9">
          {closing.link}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </Section>
  );
}
