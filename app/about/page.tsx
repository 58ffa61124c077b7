import { PageHero } from '@/components/ui/PageHero';
import { aboutHero } from '@/content/pages/about';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/about');

export default function Page() {
  return (
    <PageHero
      image={aboutHero.image}
      title={aboutHero.title}
      lead={<p>{aboutHero.lead}</p>}
      eyebrow={
        <p className="text-sm font-semibold tracking-[0.2em] text-clay-soft uppercase">
          {aboutHero.eyebrow}
        </p>
      }
    />
  );
}
