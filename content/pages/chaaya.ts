export const chaayaHero = {
  image: 'hero-chaaya',
  title: 'Chaaya, The Divine Heart',
  lead: 'A family home built in 1885 in the Kangra valley, about 150 years old, with walls of mud and stone and a courtyard that still keeps the day’s warmth. Open for stays.',
} as const;
