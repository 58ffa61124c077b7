import { countWord, countWordTitle, facts, formatFeet, houseAge } from '../facts';
import { definePage } from '../page';
import { formatInr } from '../format';
import { rooms } from '../rooms';
import { reviews } from '../testimonials';
import { chaayaDay, chaayaExperiences, chaayaTravel } from './chaaya';

const lowestPrice = formatInr(Math.min(...rooms.map((r) => r.priceInr)));

export const micrositePage = definePage('content/pages/microsite.ts', {
  path: '/chaaya-microsite',
  title: 'Chaaya Homestay',
  description: `Stay at Chaaya, a heritage home since ${facts.since}: rooms from ${lowestPrice} a night, all meals included, rated ${facts.guestRating.toFixed(1)} by guests. Reserve by message.`,
  nav: 'Chaaya Homestay',
  about: 'chaaya',
  blocks: [
    {
      type: 'hero',
      name: 'Hero',
      image: 'hero-microsite',
      height: 'full',
      badge: `Heritage Homestay · Since ${facts.since}`,
      title: 'Chaaya Homestay',
      lead: `${countWordTitle(facts.rooms)} rooms in a ${houseAge}-year-old family home at ${formatFeet(facts.elevationFt)} in the Kangra valley. Home-cooked meals, village walks and quiet mornings, all included.`,
      actions: [
        { label: 'Reserve Your Heritage Stay', href: '#plan-your-stay' },
        { label: 'Speak with Host', chat: 'chaayaQuick' },
      ],
    },
    {
      type: 'stats',
      name: 'Stats',
      tone: 'linen',
      label: 'Chaaya at a glance',
      items: [
        { title: facts.ageYears, text: 'years of heritage' },
        { title: formatFeet(facts.elevationFt), text: 'elevation' },
        { title: facts.guestRating.toFixed(1), text: 'guest rating' },
      ],
    },
    {
      // 'Reserve Now' floats over these once the hero (with its own buttons) and the stats have
      // scrolled away, and comes to rest just above the stay request, never covering its buttons.
      type: 'floating',
      float: { label: 'Reserve Now', href: '#plan-your-stay' },
      blocks: [
        {
          type: 'story',
          variant: 'house',
          name: `Since ${facts.since} Story`,
          id: 'story',
          heading: {
            eyebrow: `Since ${facts.since}`,
            title: `Built In ${facts.since}, Still Lived In`,
          },
          image: 'featured-02',
          text: [
            `Chaaya’s mud-and-stone walls have stood through more than ${houseAge} monsoons. The courtyard where you will drink your morning tea is the one where the family has threshed grain, held weddings and welcomed neighbours for generations.`,
            `We restored the house with village craftspeople and the original methods, and kept its soul: the carved windows, the hearth, the creak of the old stairs. It is small on purpose, with just ${countWord(facts.rooms)} rooms, so every guest is a guest of the family.`,
          ],
        },
        {
          type: 'roomTabs',
          name: 'Room Selector',
          id: 'rooms',
          tone: 'sand',
          heading: {
            eyebrow: 'Choose your room',
            title: `${countWordTitle(facts.rooms)} Heritage Rooms`,
            lead: 'Prices are per night and include all meals and experiences.',
          },
          tabsLabel: 'Room types',
          // The premium suite: the house's best room.
          open: 'premium',
          featuresLabel: '{room} features',
          reserve: { label: 'Reserve This Room', chat: 'booking' },
        },
        {
          type: 'gallery',
          name: 'Gallery',
          id: 'gallery',
          heading: { eyebrow: 'Gallery', title: 'A Look Around The House' },
          label: 'Chaaya gallery',
          layout: 'grid',
          align: 'center',
          items: [
            'gallery-01',
            'gallery-02',
            'gallery-03',
            'gallery-04',
            'gallery-05',
            'gallery-06',
            'gallery-07',
            'gallery-08',
          ],
        },
        {
          type: 'quotes',
          name: 'Guest Testimonials',
          id: 'reviews',
          tone: 'sand',
          heading: {
            eyebrow: 'Guest voices',
            title: `Rated ${facts.guestRating.toFixed(1)} By Those Who Stayed`,
          },
          align: 'center',
          columns: 2,
          items: reviews.map((r) => ({
            text: r.quote,
            by: r.author,
            context: r.title,
            rating: r.rating,
            stay: r.stay,
          })),
        },
        { type: 'dayRhythm', name: 'Day Rhythm', id: 'rhythm', ...chaayaDay },
        {
          type: 'localExperiences',
          name: 'Local Experiences',
          id: 'experiences',
          heading: {
            eyebrow: 'Local experiences',
            title: 'Days Around The Village',
            lead: 'All included in your stay, and all optional.',
          },
          items: chaayaExperiences,
        },
      ],
    },
    { type: 'stayRequest', name: 'Pricing and Inclusions' },
    {
      type: 'location',
      name: 'Map and Travel Details',
      id: 'location',
      heading: {
        eyebrow: 'Getting here',
        title: 'Finding Chaaya',
        lead: 'In a village of the Kangra valley in Himachal Pradesh, below the snows of the Dhauladhar. Once you have booked, we send the exact route and help you arrange a taxi.',
      },
      map: { title: 'Chaaya on the map', openLabel: 'Open in Google Maps' },
      items: chaayaTravel,
    },
    {
      type: 'closing',
      variant: 'photo',
      name: 'Final Call to Action',
      id: 'reserve',
      heading: {
        eyebrow: 'Your room is waiting',
        title: 'Come And Stay A While',
        lead: `Send us your dates on chat: the family replies themselves and confirms availability within ${facts.confirmationHours} hours.`,
      },
      image: 'featured-05',
      actions: [
        { label: 'Reserve Your Stay', chat: 'booking' },
        { label: 'Speak with Host', chat: 'chaayaQuick' },
      ],
      /** After the handle: '@chaaya.homestay on Instagram'. */
      instagram: { lead: 'Follow the seasons at Chaaya', suffix: 'on Instagram' },
    },
  ],
});
