import { z } from 'zod';
import { labelled } from './schema';
import { counted, stayFormSchema } from './stay-form';
import { template, word } from './sentences';

/*
 * The interface words: every label, button, accessible name, status and message that the site's
 * components say themselves, as opposed to a page's own copy (content/pages/*). The words are
 * content/interface.yaml (Hindi: interface.hi.yaml) and, for the stay request, stay-form.yaml;
 * each language is checked field by field against `InterfaceWords` as its edition is built
 * (lib/content/editions.ts).
 *
 * Server components read them from their edition: client islands get their part as props, so a
 * page drawn from another copy hands its islands that copy's words. Sentences with figures are
 * templates with `{name}` slots, filled in by fill() and count() in content/format.ts.
 */

export const interfaceSchema = z.object({
  skipToContent: labelled(
    word,
    'Skip to content link',
    'The first link on every page, seen only when a guest moves with the keyboard: it jumps past the menu to the page itself.',
  ),
  /** A review's stars, said in words. */
  rated: labelled(
    template('rating', 'max'),
    'Review stars, read aloud',
    "How screen readers say a review's stars. Keep {rating} (the stars given) and {max} (the most there can be).",
  ),
  nav: labelled(
    z.object({
      /** The logo link's name; {name} is the brand's short name. */
      home: labelled(
        template('name'),
        'Logo link: its name',
        "What screen readers call the logo at the top left, which leads home. Keep {name}: the site puts the brand's short name there.",
      ),
      main: labelled(
        word,
        'Top menu: its name',
        'What screen readers call the row of page links at the top, on wide screens.',
      ),
      menu: labelled(
        word,
        'Phone menu: its name',
        'What screen readers call the menu that opens on phones and small screens.',
      ),
      openMenu: labelled(
        word,
        'Menu button: open',
        'Read aloud on the menu button of phones while the menu is closed.',
      ),
      closeMenu: labelled(
        word,
        'Menu button: close',
        'Read aloud on the menu button of phones while the menu is open.',
      ),
      planStay: labelled(
        word,
        'Top menu: plan your stay button',
        'The button at the top right of every page: it opens a WhatsApp chat with the family.',
      ),
    }),
    'Top menu words',
    'The words of the menu bar at the top of every page.',
  ),
  footer: labelled(
    z.object({
      /** The e-mail icon's name. */
      email: labelled(
        template('email'),
        'Footer: e-mail icon name',
        "What screen readers say for the envelope icon in the footer. Keep {email}: the site puts the family's e-mail address there.",
      ),
      /** The footer's last line; {line} is its closing line (content/footer.yaml). */
      copyright: labelled(
        template('year', 'name', 'line'),
        'Footer: copyright line',
        "The last line at the very bottom of every page. Keep {year}, {name} and {line}: the year, the brand's full name and the footer's closing line.",
      ),
    }),
    'Footer words',
    'Two small texts of the footer at the bottom of every page; its headings and links are in the footer settings.',
  ),
  /** Said after a link that opens a new tab. */
  newTab: labelled(
    z.object({
      page: labelled(
        word,
        'New tab note: page',
        'Said after a link to another website, which opens in a new tab.',
      ),
      chat: labelled(
        word,
        'New tab note: chat',
        'Said after a WhatsApp chat link, which opens in a new tab.',
      ),
    }),
    'New tab notes',
    'Short notes read aloud after a link that opens in a new tab, so no guest is surprised.',
  ),
  carousel: labelled(
    z.object({
      /** What a screen reader calls the carousel and each slide (aria-roledescription). */
      carouselRole: labelled(
        word,
        'Slideshow: what it is called',
        'What screen readers call the photo slideshow as a whole. One or two plain words, in small letters.',
      ),
      slideRole: labelled(
        word,
        'Slideshow: what a photo is called',
        'What screen readers call each photo of the slideshow. One plain word, in small letters.',
      ),
      /** Each slide's name. */
      slide: labelled(
        template('n', 'count'),
        "Slideshow: each photo's name",
        'Read aloud for each photo. Keep {n} (which photo) and {count} (how many there are).',
      ),
      /** Announced after a move. */
      position: labelled(
        template('n', 'count'),
        'Slideshow: said after a move',
        'Read aloud when the slideshow moves to another photo. Keep {n} and {count}: which photo, and how many there are.',
      ),
      show: labelled(
        template('n'),
        'Slideshow: dot buttons',
        'Read aloud on each small dot under the slideshow. Keep {n}: the number of the photo it shows.',
      ),
      previous: labelled(
        word,
        'Slideshow: previous button',
        'Read aloud on the arrow that goes back one photo.',
      ),
      next: labelled(
        word,
        'Slideshow: next button',
        'Read aloud on the arrow that goes on one photo.',
      ),
      play: labelled(
        word,
        'Slideshow: play button',
        'Read aloud on the button that starts the photos moving on their own.',
      ),
      pause: labelled(
        word,
        'Slideshow: pause button',
        'Read aloud on the button that stops the photos moving on their own.',
      ),
    }),
    'Photo slideshow',
    'The words of the photo slideshows: their buttons, and what screen readers say.',
  ),
  gallery: labelled(
    z.object({
      viewLarger: labelled(
        word,
        'Gallery: view larger note',
        'Read aloud after each photo of a gallery, which opens larger when tapped.',
      ),
      /** The group of photos that have no category. */
      uncategorised: labelled(
        word,
        'Gallery: other photos group',
        'The name of the group that holds photos without a category.',
      ),
      photographs: labelled(
        counted('photograph', 'photographs'),
        'Gallery: number of photos',
        'How many photos a group holds, shown beside its name.',
      ),
    }),
    'Photo galleries',
    'The words of the photo galleries, where photos are grouped by category.',
  ),
  lightbox: labelled(
    z.object({
      close: labelled(
        word,
        'Large photo: close button',
        'Read aloud on the button that closes the large photo and goes back to the page.',
      ),
      previous: labelled(
        word,
        'Large photo: previous button',
        'Read aloud on the arrow that shows the photo before.',
      ),
      next: labelled(
        word,
        'Large photo: next button',
        'Read aloud on the arrow that shows the photo after.',
      ),
      position: labelled(
        template('n', 'count'),
        'Large photo: which photo',
        'Shown with the large photo. Keep {n} and {count}: which photo, and how many there are.',
      ),
    }),
    'Large photo view',
    'The words of the view that shows one photo large, over the page.',
  ),
  map: labelled(
    z.object({
      title: labelled(
        word,
        'Map box: heading',
        'The heading over the map, where a page does not give one of its own.',
      ),
      open: labelled(
        word,
        'Map box: open map link',
        'The link under the map that opens the full map, where a page does not give its own words.',
      ),
      /** The embedded map's frame title; {place} is content/site.yaml map.placeName. */
      frame: labelled(
        template('place'),
        'Map box: name of the map',
        "What screen readers call the map itself. Keep {place}: the site puts the place's name (from the site settings) there.",
      ),
      loading: labelled(
        word,
        'Map box: loading',
        'Shown in the box while the map is still loading.',
      ),
      failed: labelled(
        word,
        'Map box: failed to load',
        'Shown in the box when the map could not load.',
      ),
    }),
    'Map box',
    'The words of the box that shows where the house is on a map.',
  ),
  /** The toast region's name (sonner adds the shortcut, 'alt+T'). */
  notifications: labelled(
    word,
    'Notices corner: its name',
    'What screen readers call the corner where short notices pop up. The site adds the keyboard shortcut itself.',
  ),
  errorScreen: labelled(
    z.object({
      title: labelled(
        word,
        'Error page: heading',
        'The heading of the page shown when something on the site breaks.',
      ),
      /** When the error says nothing itself. */
      fallback: labelled(
        word,
        'Error page: message',
        'Shown under the heading when the error gives no reason of its own.',
      ),
      retry: labelled(
        word,
        'Error page: try again button',
        'The button that loads the page again.',
      ),
      home: labelled(word, 'Error page: home button', 'The link back to the home page.'),
    }),
    'Error page',
    'The page a guest sees when something on the site breaks.',
  ),
  /** How a room's rate is written (content/format.ts formatRate). */
  rates: labelled(
    z.object({
      per: labelled(
        z.object({
          night: labelled(
            word,
            'Price unit: per night',
            'Written after the price of a room charged by the night, such as "₹3,500 per night".',
          ),
          'bed per night': labelled(
            word,
            'Price unit: per bed',
            "Written after the dormitory's price, which is charged per bed for each night.",
          ),
        }),
        'Price units',
        'The words after a price, one for each way a room is charged. Change only the words on the right; the names on the left must stay as they are.',
      ),
      taxAdded: labelled(
        template('rate'),
        'Price: tax added',
        'Written after a price when GST is charged on top. Keep {rate}: the site puts the tax percentage there.',
      ),
      taxIncluded: labelled(
        template('rate'),
        'Price: tax included',
        'Written after a price that already includes GST. Keep {rate}: the site puts the tax percentage there.',
      ),
      taxNone: labelled(
        word,
        'Price: no tax',
        'Written after a price when the house charges no GST.',
      ),
    }),
    'Room price words',
    'How a room\'s price is written across the site, such as "₹3,500 per night + 12% GST".',
  ),
  /** What search engines are told about Chaaya (lib/structured-data.ts). */
  structuredData: labelled(
    z.object({
      lodging: labelled(
        template('name'),
        'Search: homestay name',
        "The house's name as search engines list it. Keep {name}: the site puts the house's name there.",
      ),
      priceRange: labelled(
        template('min', 'max', 'per'),
        'Search: price range',
        "The house's prices for search engines. Keep {min}, {max} and {per}: the lowest price, the highest and the unit after them.",
      ),
      elevation: labelled(
        word,
        'Search: height above sea',
        "The name search engines show beside the house's height above the sea.",
      ),
    }),
    'Search engine details',
    'What Google and other search engines are told about a house open for stays. Guests see it only in search results.',
  ),
  stayRequest: labelled(
    stayFormSchema,
    'Stay request words',
    'Every word of the stay request form. They are edited on their own, as the stay request words.',
  ),
});

/** The shape every copy of the interface words has: a second language must fill in all of it. */
export type InterfaceWords = z.output<typeof interfaceSchema>;
