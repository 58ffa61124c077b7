import type { ReactNode } from 'react';
import { Picture } from '@/components/ui/Picture';
import { Section, type SectionTone } from '@/components/ui/Section';
import { cn } from '@/lib/cn';
import { Eyebrow } from '@/components/ui/Eyebrow';

/** A portrait photograph beside a heading and prose: the origin story, the founder's note. */
export function ImageStory({
  id,
  eyebrow,
  title,
  image,
  imageSide = 'left',
  tone,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  /** Image slot (4:5). */
  image: string;
  imageSide?: 'left' | 'right';
  tone?: SectionTone;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} tone={tone} aria-labelledby={titleId}>
      <div className="grid gap-10 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:items-center lg:gap-20">
        <Picture
          id={image}
          sizes="(min-width: 1216px) 460px, (min-width: 768px) 40vw, 100vw"
          className="aspect-[4/3] rounded-2xl md:aspect-[4/5]"
          pictureClassName={cn(imageSide === 'right' && 'md:order-last')}
        />
        <div>
          <Eyebrow className="mb-3 text-clay">{eyebrow}</Eyebrow>
          <h2 id={titleId} className="text-4xl text-ink sm:text-5xl">
            {title}
          </h2>
          <div className="mt-7 space-y-5 text-lg leading-relaxed text-ink-soft">{children}</div>
        </div>
      </div>
    </Section>
  );
}
