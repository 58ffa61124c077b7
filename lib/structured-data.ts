import type {
  LodgingBusiness,
  Organization,
  Project,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { fill, formatInr, taxSuffix } from '@/lib/content/format';
import type { PropertyId } from '@/lib/content/properties';
import { absoluteUrl } from './base-path';
import { defaultEdition, propertyOf, type Edition } from './content/editions';
import { isoTime } from './content/house-rules';
import { langs } from './content/languages';
import { canonicalPath, pathIn, shareImagePath } from './edition-addresses';
import { rateSpan } from './stay-pricing';

export function withContext<T extends Thing>(thing: T): WithContext<T> {
  return { '@context': 'https://schema.org', ...(thing as object) } as WithContext<T>;
}

// The site's address is the owner's, the same in every edition.
const abs = (path: string) => absoluteUrl(path, defaultEdition.texts.site.url);
const orgId = abs('/#organization');
/** A page of the edition, as a full URL. */
const page = ({ lang }: Edition, path: string) => abs(canonicalPath(pathIn(lang, path)));

export function organization(edition: Edition): Organization {
  const { site } = edition.texts;
  return {
    '@type': 'Organization',
    '@id': orgId,
    name: site.fullName,
    alternateName: site.name,
    url: abs('/'),
    logo: abs('/favicon.svg'),
    image: abs(shareImagePath('/', edition.lang)),
    description: site.tagline,
    email: site.email,
    sameAs: [
      site.social.instagram.url,
      ...edition.texts.properties.flatMap((p) => (p.instagram ? [p.instagram.url] : [])),
    ],
    contactPoint: site.phones.map((p) => ({
      '@type': 'ContactPoint' as const,
      telephone: p.number.replace(/\s/g, ''),
      contactType: p.label === 'Stays' ? 'reservations' : 'customer support',
      email: site.email,
      areaServed: 'IN',
      availableLanguage: [...langs],
    })),
  };
}

export function website(edition: Edition): WebSite {
  const { site } = edition.texts;
  return {
    '@type': 'WebSite',
    '@id': `${page(edition, '/')}#website`,
    name: site.fullName,
    url: page(edition, '/'),
    publisher: { '@id': orgId },
    inLanguage: edition.lang,
  };
}

/**
 * A house open for stays as a lodging business, on any page about it. No aggregateRating or
 * review markup: Google does not allow self-served ratings, so the rating stays visible text only.
 */
export function houseLodging(
  edition: Edition,
  id: PropertyId,
  path: string,
  amenities: readonly string[] = [],
): LodgingBusiness {
  const { site, interface: interfaceWords, rooms, seasons, facts, trip } = edition.texts;
  // The hours and the pets answer the page shows (content/houses/<id>/house-rules.yaml), written once.
  const { checkIn, checkOut, petsAllowed } = trip.houseRules;
  const { rates, structuredData: words } = interfaceWords;
  const house = propertyOf(edition, id);
  // From the lowest rate any room has to the highest, seasons' rates included.
  const prices = rateSpan(rooms, seasons);
  const tax = facts.booking.tax;
  return {
    '@type': 'LodgingBusiness',
    // One id for the house whichever of its pages carries it, so search engines join them.
    '@id': abs(`${house.href}/#lodging`),
    name: fill(words.lodging, { name: house.name }),
    alternateName: `${house.name}, ${house.label}`,
    description: house.summary,
    url: page(edition, path),
    image: abs(shareImagePath(path, edition.lang)),
    telephone: site.phones[0]?.number.replace(/\s/g, ''),
    email: site.email,
    hasMap: site.map.page,
    // Only the district, state and country the house's file gives, never a street.
    ...(house.location
      ? {
          address: {
            '@type': 'PostalAddress' as const,
            addressLocality: house.location.locality,
            addressRegion: house.location.region,
            addressCountry: house.location.country,
          },
        }
      : {}),
    priceRange: fill(words.priceRange, {
      min: formatInr(prices.min),
      max: formatInr(prices.max),
      per: `${rates.per.night}${taxSuffix(tax, rates)}`,
    }),
    currenciesAccepted: 'INR',
    paymentAccepted: facts.booking.payment.join(', '),
    numberOfRooms: rooms.length,
    checkinTime: isoTime(checkIn),
    checkoutTime: isoTime(checkOut),
    petsAllowed,
    foundingDate: String(facts.since),
    additionalProperty: [
      {
        '@type': 'PropertyValue',
        name: words.elevation,
        value: facts.elevationFt,
        unitCode: 'FOT',
        unitText: 'ft',
      },
    ],
    amenityFeature: amenities.map((name) => ({
      '@type': 'LocationFeatureSpecification' as const,
      name,
      value: true,
    })),
    makesOffer: rooms.map((r) => ({
      '@type': 'Offer' as const,
      name: r.title,
      description: r.subtitle,
      price: r.priceInr,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification' as const,
        price: r.priceInr,
        priceCurrency: 'INR',
        unitText: r.priceUnit,
        // Said only when the owner has said it (content/facts.yaml, booking.tax).
        ...(tax.kind === 'gst' ? { valueAddedTaxIncluded: tax.included } : {}),
      },
    })),
    parentOrganization: { '@id': orgId },
  };
}

/** A house not open for stays: a project, deliberately without any location. */
export function propertyProject(edition: Edition, id: PropertyId): Project {
  const p = propertyOf(edition, id);
  return {
    '@type': 'Project',
    name: `${p.name}, ${p.label}`,
    description: p.summary,
    url: page(edition, p.href),
    image: abs(shareImagePath(p.href, edition.lang)),
    parentOrganization: { '@id': orgId },
  };
}
