export const aboutHero = {
  image: 'hero-about',
  eyebrow: 'Our Vision',
  title: 'We Do Not Build Houses. We Listen To Them.',
  lead: 'Across the Himalayas, old family homes stand empty while their stories fade. We restore them with the people who grew up in them, and open their doors to guests who arrive slowly.',
} as const;
