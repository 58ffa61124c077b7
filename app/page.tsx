import { CollaborateInvitation } from '@/components/sections/home/CollaborateInvitation';
import { CraftSection } from '@/components/sections/home/CraftSection';
import { FeaturedProject } from '@/components/sections/home/FeaturedProject';
import { GuestVoices } from '@/components/sections/home/GuestVoices';
import { HomeHero } from '@/components/sections/home/HomeHero';
import { LivingPhilosophy } from '@/components/sections/home/LivingPhilosophy';
import { PauseInterlude } from '@/components/sections/home/PauseInterlude';
import { SocialArchive } from '@/components/sections/home/SocialArchive';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/');

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <LivingPhilosophy />
      <PauseInterlude />
      <FeaturedProject />
      <CraftSection />
      <GuestVoices />
      <CollaborateInvitation />
      <SocialArchive />
    </>
  );
}
