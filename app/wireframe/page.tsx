import { ComponentCategories } from '@/components/sections/wireframe/ComponentCategories';
import { KeyFeatures } from '@/components/sections/wireframe/KeyFeatures';
import { TechnologyList } from '@/components/sections/wireframe/TechnologyList';
import { WireframePages } from '@/components/sections/wireframe/WireframePages';
import { PageHero } from '@/components/ui/PageHero';
import { wireframeHero } from '@/content/pages/wireframe';
import { pageMetadata } from '@/lib/metadata';
import { Eyebrow } from '@/components/ui/Eyebrow';

export const metadata = pageMetadata('/wireframe');

export default function Page() {
  return (
    <>
      <PageHero
        image={wireframeHero.image}
        title={wireframeHero.title}
        lead={<p>{wireframeHero.lead}</p>}
        eyebrow={
          <Eyebrow tracking="hero" className="text-clay-soft">
            {wireframeHero.eyebrow}
          </Eyebrow>
        }
      />
      <WireframePages />
      <ComponentCategories />
      <TechnologyList />
      <KeyFeatures />
    </>
  );
}
