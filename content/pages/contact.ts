export const contactHero = {
  image: 'hero-contact',
  eyebrow: 'Contact',
  title: 'Write To Us, Slowly',
  lead: 'Whether you wish to stay with us, offer an old family home for restoration, or simply say hello, every message is read by someone who cares.',
} as const;
