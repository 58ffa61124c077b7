export const sanHero = {
  image: 'hero-san',
  title: 'SAN, The Sacred Roots',
  lead: 'A farmstay taking shape in a Himalayan river valley: an old farmhouse, terraced fields and an orchard, being restored by the hands of the valley.',
} as const;
