import { amenities } from '../amenities';
import { experiences } from '../experiences';
import { countWord, countWordTitle, facts, formatFeet, houseAge } from '../facts';
import type { IconName } from '../icon-names';
import { definePage } from '../page';
import { guestLetters } from '../testimonials';

/** An item that must have its icon and its sentence. */
type IconItem = { icon: IconName; title: string; text: string };

// Chaaya's project page and its homestay microsite say some things the same way: these are
// written once, here, and each page places them.

/** The day at the house. */
export const chaayaDay = {
  heading: {
    eyebrow: 'The rhythm of a day',
    title: 'Morning, Afternoon, Evening',
    lead: 'The house keeps an old timetable set by the light, the kitchen and the temple bell.',
  },
  items: [
    {
      icon: 'Sunrise',
      title: 'Morning',
      text: 'Tea on the courtyard as the mist lifts, a walk to the fields or the shrine, then a slow breakfast from the hearth.',
    },
    {
      icon: 'Sun',
      title: 'Afternoon',
      text: 'Lunch with the family, a book under the eaves, time with the artisans or a nap while the village rests.',
    },
    {
      icon: 'Sunset',
      title: 'Evening',
      text: 'Lamps lit at dusk, the evening aarti, dinner around the fire and stories until the stars come out.',
    },
  ] satisfies IconItem[],
};

/** Life around the house, from content/experiences.ts (the section shows the first few). */
export const chaayaExperiences: IconItem[] = experiences.map((e) => ({
  icon: e.icon,
  title: e.title,
  text: e.description,
}));

/** Elevation, travel times and season, from content/facts.ts. */
export const chaayaTravel: IconItem[] = [
  { icon: 'Mountain', title: 'Elevation', text: formatFeet(facts.elevationFt) },
  { icon: 'Car', title: 'From Dharamshala', text: facts.travel.fromDharamshala },
  { icon: 'TrainFront', title: 'From Pathankot railway', text: facts.travel.fromPathankotRailway },
  { icon: 'CalendarDays', title: 'Best season', text: facts.travel.bestSeason },
];

export const chaayaPage = definePage('content/pages/chaaya.ts', {
  path: '/projects/chaaya',
  title: 'Chaaya, The Divine Heart',
  description: `A heritage home built in ${facts.since} in the Kangra valley, at ${formatFeet(facts.elevationFt)}: ${countWord(facts.rooms)} rooms, home-cooked meals and village life, ${facts.travel.fromDharamshala} from Dharamshala.`,
  about: 'chaaya',
  blocks: [
    {
      type: 'hero',
      name: 'Hero',
      image: 'hero-chaaya',
      property: 'chaaya',
      height: 'full',
      title: 'Chaaya, The Divine Heart',
      lead: `A family home built in ${facts.since} in the Kangra valley, about ${houseAge} years old, with walls of mud and stone and a courtyard that still keeps the day’s warmth. Open for stays.`,
      actions: [
        { label: 'Ask About Availability', chat: 'booking' },
        { label: 'Explore the Homestay', href: '/chaaya-microsite' },
      ],
    },
    {
      type: 'story',
      variant: 'house',
      name: 'Legacy Story',
      id: 'legacy',
      heading: {
        eyebrow: `Since ${facts.since}`,
        title: 'A House That Has Never Stopped Being A Home',
      },
      image: 'featured-01',
      text: [
        `Chaaya was raised in ${facts.since} by a family of farmers and temple keepers, stone by stone, with timber carried up from the forest behind the village. Five generations were born under its slate roof.`,
        'When the younger ones left for the cities, the house did not fall silent. The family stayed, and with local masons and carpenters we repaired it the old way: mud plaster, lime wash and the original beams, oiled rather than replaced.',
        'Today the doors open to a few guests at a time. You stay in the family’s rooms, eat from the family’s hearth and live, for a while, at the pace of the house.',
      ],
      line: 'This is not a hotel with a story. It is a story that lets you stay.',
    },
    {
      type: 'rooms',
      name: 'Heritage Rooms',
      id: 'rooms',
      tone: 'sand',
      heading: {
        eyebrow: `${countWordTitle(facts.rooms)} heritage rooms`,
        title: 'Rooms The Family Once Slept In',
        lead: `Only ${countWord(facts.rooms)} rooms, so the house never feels full. Every stay includes all meals and the experiences around the village.`,
      },
      action: { label: 'Compare the rooms', href: '/chaaya-microsite#rooms' },
    },
    {
      type: 'views',
      name: 'Views',
      id: 'views',
      tone: 'night',
      heading: {
        eyebrow: 'Views',
        title: 'What The Windows Hold',
        lead: 'The Dhauladhar to the north, the terraces falling away to the south, and at night a sky with almost no light beneath it.',
      },
      items: ['featured-08', 'featured-04', 'featured-10', 'featured-11'],
    },
    {
      type: 'localExperiences',
      name: 'Life Around Chaaya',
      id: 'life-around',
      heading: {
        eyebrow: 'Life around Chaaya',
        title: 'The Village Is Part Of The Stay',
        lead: 'Nothing is scheduled unless you want it to be. These are the days guests ask for most.',
      },
      items: chaayaExperiences,
    },
    { type: 'dayRhythm', name: 'Day Rhythm', id: 'day-rhythm', ...chaayaDay },
    {
      type: 'quotes',
      name: 'Guest Letters',
      id: 'guest-letters',
      tone: 'sand',
      heading: { eyebrow: 'Guest letters', title: 'What Guests Write To The House' },
      items: guestLetters.map((l) => ({ text: l.quote, by: l.guest, context: l.context })),
    },
    {
      type: 'communityImpact',
      name: 'Community Impact',
      id: 'community',
      tone: 'clay',
      heading: {
        eyebrow: 'Community impact',
        title: 'A Stay That Stays In The Village',
        lead: 'Every booking pays the people who keep the valley’s skills alive: the masons who restored the walls, the weavers whose quilts are on the beds, the cooks and guides who share their days with you.',
      },
      image: 'featured-06',
      statsLabel: 'Chaaya in the village',
      items: [
        { title: facts.localArtisans, text: 'local artisans working with the house' },
        { title: facts.guestExperiences, text: 'guest experiences hosted by villagers' },
      ],
    },
    {
      type: 'aside',
      column: 'spaced',
      asideLabel: 'Plan your stay',
      blocks: [
        {
          type: 'cards',
          variant: 'feature',
          name: 'Offerings',
          id: 'offerings',
          heading: { eyebrow: 'What we offer', title: 'A Home, Not A Package' },
          columns: 2,
          items: [
            {
              icon: 'House',
              title: 'A room in a living home',
              text: 'Stay in one of three restored heritage rooms, with the family living around you.',
            },
            {
              icon: 'UtensilsCrossed',
              title: 'Every meal from the hearth',
              text: 'Breakfast, lunch and dinner cooked with the season’s produce, the way the house always has.',
            },
            {
              icon: 'HandHeart',
              title: 'Hosts who are family',
              text: 'The people who grew up here plan your days with you, and leave you alone when you need it.',
            },
            {
              icon: 'Leaf',
              title: 'Time that slows down',
              text: 'No television, no itinerary you did not ask for: mountains, silence and long conversations.',
            },
          ],
        },
        {
          type: 'facts',
          variant: 'lines',
          name: 'Comforts',
          id: 'comforts',
          heading: { eyebrow: 'Comforts', title: 'Simple Things, Done Well' },
          items: amenities.map((a) => ({ icon: a.icon, title: a.label })),
        },
        {
          type: 'facts',
          variant: 'cards',
          name: 'Geography',
          id: 'geography',
          heading: {
            eyebrow: 'Where it is',
            title: 'Geography Of The House',
            lead: 'On a south-facing slope of the Kangra valley, below the Dhauladhar range, in Himachal Pradesh.',
          },
          items: chaayaTravel,
        },
      ],
      aside: {
        type: 'bookingPanel',
        name: 'Booking Side Panel',
        title: 'Plan your stay',
        lead: 'Write to the family: they answer every message themselves.',
        actions: [
          { label: 'Check Availability & Book', href: '#plan-your-stay' },
          { label: 'Ask About Prices & Dates', chat: 'pricing' },
        ],
        more: { label: 'Visit the homestay site', href: '/chaaya-microsite' },
      },
    },
    // The panel beside the column above already lists the rates and terms.
    { type: 'stayRequest', name: 'Stay Request', tone: 'sand', rates: false },
    {
      type: 'closing',
      variant: 'photo',
      name: 'Closing Call to Action',
      id: 'closing',
      heading: {
        eyebrow: 'Come home for a while',
        title: 'The Lamps Are Lit At Dusk. Yours Could Be Too.',
        lead: 'Tell us your dates and who is travelling; we will tell you which room is free and what the season holds.',
      },
      image: 'featured-07',
      actions: [
        { label: 'Write to the Family', chat: 'booking' },
        { label: 'See Rooms & Prices', href: '/chaaya-microsite/#plan-your-stay' },
      ],
    },
  ],
});
