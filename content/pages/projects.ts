export const projectsHero = {
  image: 'hero-projects',
  eyebrow: 'Our Projects',
  title: 'Three Homes, Three Ways Of Remembering',
  lead: 'Chaaya is open for stays, SAN is being restored in a river valley, and Awoka is still a vision. Each moves at its own pace.',
} as const;
