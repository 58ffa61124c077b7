import type { BlockInput } from '../blocks';
import { facts, formatFeet, houseAge, timings } from '../facts';
import { definePage } from '../page';

/** For owners of old family homes; it also closes /projects, under an anchor of its own. */
export const collaborateInvitation: BlockInput<'closing'> = {
  type: 'closing',
  variant: 'beside',
  name: 'Collaborate Invitation',
  id: 'collaborate-invitation',
  heading: {
    eyebrow: 'Restore a Home With Us',
    title: 'Is There an Old House Waiting in Your Family?',
    lead: 'If you care for an ancestral home or a farmstay that deserves a second life, we would love to hear its story. We restore with the family, never instead of it, and open the doors only when the house is ready.',
  },
  actions: [
    { label: 'Tell Us About Your Home', chat: 'restoreHome', line: 'restoration' },
    { label: 'Ways to Collaborate', href: '/contact' },
  ],
  image: 'about-origin',
};

export const homePage = definePage('content/pages/home.ts', {
  path: '/',
  title: 'Where Homes Remember And Hold You',
  description: `Ancestral Himalayan homes restored into quiet sanctuaries. Stay at Chaaya, a ${houseAge}-year-old homestay near Dharamshala, by invitation.`,
  nav: 'Home',
  blocks: [
    {
      type: 'hero',
      name: 'Hero',
      image: 'hero-home',
      height: 'home',
      eyebrow: 'By invitation • Curated sanctuaries • Spirit-first travel',
      title: 'Where Homes Remember And Hold You',
      lead: 'We revive ancestral Himalayan homes into sanctuaries of silence, memory and gentle belonging, so that every guest arrives somewhere that has been waiting for them.',
      actions: [
        { label: 'Come Stay With Us', chat: 'general' },
        { label: 'Begin Your Journey', chat: 'general' },
      ],
      quote: {
        text: 'I have stayed in many hotels. This was the first place that checked in with me.',
        by: 'Meera S., guest at Chaaya',
      },
    },
    {
      type: 'story',
      variant: 'quote',
      name: 'Living Philosophy',
      id: 'living-philosophy',
      heading: {
        eyebrow: 'Living Philosophy',
        // The slash is part of the quoted title.
        title: 'The Nest We Tend Are Not Built /',
      },
      accent: 'They Are Remembered',
      text: [
        'An old house keeps everything: the smoke of a thousand suppers in its beams, a grandmother’s steps worn into the threshold, the hour the light reaches the courtyard. We do not replace what it remembers. We mend it with the methods it was made with, and invite a few guests at a time to live inside its rhythm.',
        'There is no reception desk and no room-service menu. There is a family kitchen, a courtyard, and hosts who ask how you slept and mean it.',
      ],
      quote: {
        text: 'This is not hospitality. This is homecoming.',
        by: 'A visionary of Smriti',
      },
    },
    {
      type: 'statement',
      variant: 'pause',
      name: 'Pause Interlude',
      label: 'A pause',
      text: [
        'Breathe with the mountains.',
        'Listen to the silence that speaks.',
        'Whisper with the walls.',
        'Arrive before entering.',
      ],
    },
    {
      type: 'featuredProperty',
      name: 'Featured Project',
      id: 'featured-project',
      tone: 'linen',
      property: 'chaaya',
      eyebrow: 'Featured Sanctuary',
      items: [
        { title: 'Built', text: String(facts.since) },
        { title: 'Elevation', text: formatFeet(facts.elevationFt) },
        { title: 'Guest rating', text: String(facts.guestRating) },
      ],
      link: 'Read Chaaya’s Story',
      carouselLabel: 'Chaaya in photographs',
      delay: timings.autoplay.featured,
      images: Array.from(
        { length: timings.featuredImageCount },
        (_, i) => `featured-${String(i + 1).padStart(2, '0')}`,
      ),
      card: {
        title: 'Ask the Family',
        text: 'Dates, rooms, the road up from Dharamshala: write to us and someone from the house will answer, usually the same day.',
        action: { label: 'Chat About a Stay', chat: 'booking' },
      },
      map: { title: 'Find Us', openLabel: 'Open Map' },
    },
    {
      type: 'cards',
      variant: 'photo',
      name: 'Craft',
      id: 'craft',
      tone: 'sand',
      heading: {
        eyebrow: 'The Craft',
        title: 'Restored by the Hands That Know Them',
        lead: `We work with ${facts.localArtisans} local artisans: masons, carpenters and plasterers whose families built these houses in the first place.`,
      },
      items: [
        {
          image: 'craft-01',
          title: 'Lime and Stone',
          text: 'Walls are repaired with lime, mud and river stone, as they were built, so they keep breathing through monsoon and winter.',
        },
        {
          image: 'craft-02',
          title: 'Timber, Kept',
          text: 'Old beams are cleaned and oiled, not replaced. Where a beam must go, its wood comes back as a window seat or a shelf.',
        },
        {
          image: 'craft-03',
          title: 'The Hearth, Rebuilt',
          text: 'Kitchen hearths are shaped again in clay by village craftspeople, because a house is held together by the fire it cooks on.',
        },
      ],
    },
    {
      type: 'quotes',
      name: 'Guest Voices',
      id: 'guest-voices',
      heading: { eyebrow: 'Guest Voices', title: 'Letters Left on the Windowsill' },
      align: 'center',
      items: [
        {
          text: 'We came for two nights and stayed five. By the third morning the dog was waiting for us outside the door.',
          by: 'Ananya R.',
          context: 'Stayed at Chaaya in spring',
        },
        {
          text: 'I did not look at my phone for a day and a half. Nobody asked me not to; the house simply had better things to say.',
          by: 'Tom H.',
          context: 'Stayed at Chaaya in winter',
        },
        {
          text: 'Dinner was whatever the garden gave that day, cooked on the hearth by the family. I still think about that dal.',
          by: 'Priya K.',
          context: 'Stayed at Chaaya in the monsoon',
        },
      ],
    },
    collaborateInvitation,
    {
      type: 'socialArchive',
      name: 'Social Archive',
      id: 'social-archive',
      tone: 'linen',
      heading: {
        eyebrow: 'Social Archive',
        title: 'Small Moments, Kept',
        lead: 'Tea in the courtyard, a walk at dawn, the stars on a clear night: what we share from the houses, one ordinary day at a time.',
      },
      follow: 'Follow {handle}',
      items: ['social-01', 'social-02', 'social-03', 'social-04', 'social-05', 'social-06'],
      action: { label: 'More Photos and Guest Stories', href: '/media' },
    },
  ],
});
