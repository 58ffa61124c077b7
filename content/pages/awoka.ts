export const awokaHero = {
  image: 'hero-awoka',
  title: 'The Adhyatmic House',
  lead: 'Awoka, The Cosmic Abode: a high-altitude house of silence that does not yet exist. We are holding space for it, and for the people it will be for.',
} as const;
