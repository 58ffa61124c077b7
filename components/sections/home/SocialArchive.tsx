import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { InstagramIcon } from '@/components/ui/InstagramIcon';
import { Picture } from '@/components/ui/Picture';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { socialArchive as c } from '@/content/pages/home';
import { site } from '@/content/site';

/** Everyday moments from the houses, and where to follow them. */
export function SocialArchive() {
  const profile = site.social.instagram;
  return (
    <HeadedSection
      id="social-archive"
      tone="linen"
      heading={c}
      action={
        <ButtonLink href={profile.url} variant="secondary">
          <InstagramIcon className="size-5" />
          {c.followPrefix} {profile.handle}
        </ButtonLink>
      }
    >
      <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-6">
        {c.images.map((id) => (
          <li key={id}>
            <div className="group overflow-hidden rounded-xl">
              <Picture
                id={id}
                sizes="(min-width: 1024px) 16vw, (min-width: 768px) 33vw, 50vw"
                className="aspect-square transition-transform duration-700 motion-safe:group-hover:scale-105"
              />
            </div>
          </li>
        ))}
      </ul>
      <ButtonLink href="/media" variant="quiet" className="mt-8">
        {c.mediaLink}
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </HeadedSection>
  );
}
