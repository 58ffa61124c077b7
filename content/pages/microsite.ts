export const micrositeHero = {
  image: 'hero-microsite',
  badge: 'Heritage Homestay · Since 1885',
  title: 'Chaaya Homestay',
  lead: 'Three rooms in a 150-year-old family home at 2,800 ft in the Kangra valley. Home-cooked meals, village walks and quiet mornings, all included.',
} as const;
