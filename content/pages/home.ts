export const homeHero = {
  image: 'hero-home',
  title: 'Where Homes Remember And Hold You',
  tagline:
    'We revive ancestral Himalayan homes into sanctuaries of silence, memory and gentle belonging, so that every guest arrives somewhere that has been waiting for them.',
  line: 'By invitation • Curated sanctuaries • Spirit-first travel',
  quote: {
    text: 'I have stayed in many hotels. This was the first place that checked in with me.',
    guest: 'Meera S., guest at Chaaya',
  },
} as const;
