import type { PostalAddress } from '../../content/types';
import {
  type JsonLdNode,
  organizationId,
  type SiteFacts,
  type SiteProfile,
  siteUrl,
} from './json-ld';

const postalAddress = (address: PostalAddress) => ({
  '@type': 'PostalAddress',
  streetAddress: address.street,
  addressLocality: address.locality,
  addressRegion: address.region,
  postalCode: address.postalCode,
  addressCountry: address.country,
});

/**
 * The company as a `GeneralContractor`, from the site facts alone: name, logo, head office
 * address, both offices with phones, opening hours, area served and social profiles.
 */
export function organizationLd(facts: SiteFacts, profile: SiteProfile): JsonLdNode {
  // The first office is the head office; addresses are in the order of the offices.
  const [headAddress] = profile.postalAddresses;
  const logo = siteUrl(facts, profile.logo.src);
  return {
    '@type': 'GeneralContractor',
    '@id': organizationId(facts),
    name: facts.name,
    description: facts.description,
    url: siteUrl(facts, '/'),
    logo: {
      '@type': 'ImageObject',
      url: logo,
      width: profile.logo.width,
      height: profile.logo.height,
    },
    image: logo,
    email: facts.email,
    telephone: facts.phone.display,
    foundingDate: String(facts.foundedYear),
    ...(headAddress ? { address: postalAddress(headAddress) } : {}),
    location: facts.offices.map((office, index) => ({
      '@type': 'Place',
      name: `${facts.name}, ${office.label.toLowerCase()}`,
      ...(profile.postalAddresses[index]
        ? { address: postalAddress(profile.postalAddresses[index]) }
        : {}),
      telephone: office.phone.display,
      hasMap: office.mapHref,
    })),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: profile.openingHours.days,
      opens: profile.openingHours.opens,
      closes: profile.openingHours.closes,
    },
    areaServed: profile.areaServed.map((name) => ({ '@type': 'State', name })),
    sameAs: facts.socials.map((social) => social.href),
  };
}
