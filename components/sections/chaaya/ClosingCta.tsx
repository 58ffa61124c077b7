import type { ReactNode } from 'react';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';

/** The last word of a Chaaya page: one calm line over a photograph, and the ways to write. */
export function ClosingCta({
  id,
  copy,
  children,
}: {
  id: string;
  copy: { eyebrow: string; title: string; lead: string; image: string };
  /** The buttons (and anything after them, such as the Instagram link). */
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <Section
      id={id}
      tone="night"
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden"
    >
      <Picture
        id={copy.image}
        sizes="100vw"
        pictureClassName="absolute inset-0 -z-20"
        className="h-full w-full"
      />
      {/* The scrim keeps the text at AA contrast whatever the photograph. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-night/75" />
      <div className="mx-auto flex max-w-3xl flex-col items-center py-8 text-center sm:py-12">
        <SectionHeading
          id={headingId}
          eyebrow={copy.eyebrow}
          title={copy.title}
          lead={<p>{copy.lead}</p>}
          align="center"
          inverted
        />
        <div className="mt-10 flex w-full flex-col items-center gap-6">{children}</div>
      </div>
    </Section>
  );
}
