export const wireframeHero = {
  image: 'hero-projects',
  eyebrow: 'Site Architecture',
  title: 'How This Website Is Put Together',
  lead: 'Every page and its sections, the components they are made of, and the technology underneath: a map for whoever tends this site next.',
} as const;
