import { PageHero } from '@/components/ui/PageHero';
import { wireframeHero } from '@/content/pages/wireframe';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/wireframe');

export default function Page() {
  return (
    <PageHero
      image={wireframeHero.image}
      title={wireframeHero.title}
      lead={<p>{wireframeHero.lead}</p>}
      eyebrow={
        <p className="text-sm font-semibold tracking-[0.2em] text-clay-soft uppercase">
          {wireframeHero.eyebrow}
        </p>
      }
    />
  );
}
