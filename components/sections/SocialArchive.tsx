import { ArrowRight } from 'lucide-react';
import { ActionButton } from '@/components/ui/ActionButton';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { InstagramIcon } from '@/components/ui/InstagramIcon';
import { Picture } from '@/components/ui/Picture';
import type { VariantBlock } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { fillParts } from '@/lib/content/format';

/** Everyday moments from the houses, where to follow them, and the way to more. */
export function SocialArchive({
  block,
  edition,
}: {
  block: VariantBlock<'cards', 'strip'>;
  edition: Edition;
}) {
  const { site } = edition.texts;
  const profile = site.social.instagram;
  return (
    <HeadedSection
      id={block.id}
      tone={block.tone}
      heading={block.heading}
      action={
        <ButtonLink lang={edition.lang} href={profile.url} variant="secondary">
          <InstagramIcon className="size-5" />
          {fillParts(block.follow, { handle: profile.handle })}
        </ButtonLink>
      }
    >
      <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-6">
        {block.images.map((id) => (
          <li key={id}>
            <div className="group overflow-hidden rounded-xl">
              <Picture
                edition={edition}
                id={id}
                sizes="(min-width: 1024px) 16vw, (min-width: 768px) 33vw, 50vw"
                className="aspect-square transition-transform duration-700 motion-safe:group-hover:scale-105"
              />
            </div>
          </li>
        ))}
      </ul>
      <ActionButton edition={edition} action={block.action} variant="quiet" className="mt-8">
        <ArrowRight aria-hidden="true" className="size-4" />
      </ActionButton>
    </HeadedSection>
  );
}
