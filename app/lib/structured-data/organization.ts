import type { ContactFacts, PostalAddress } from '../../content/types';
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
 * The company as a `GeneralContractor`, from the site facts and the published contact details:
 * name, logo, head office address, every office with its phone, opening hours, area served and
 * social profiles.
 */
export function organizationLd(
  facts: SiteFacts,
  profile: SiteProfile,
  contact: ContactFacts,
): JsonLdNode {
  // The first office is the head office; addresses are in the order of the offices.
  const [headAddress] = contact.postalAddresses;
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
    email: contact.email,
    telephone: contact.phone.display,
    foundingDate: String(facts.foundedYear),
    ...(headAddress ? { address: postalAddress(headAddress) } : {}),
    location: contact.offices.map((office, index) => ({
      '@type': 'Place',
      name: `${facts.name}, ${office.label.toLowerCase()}`,
      ...(contact.postalAddresses[index]
        ? { address: postalAddress(contact.postalAddresses[index]) }
        : {}),
      telephone: office.phone.display,
      hasMap: office.mapHref,
    })),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: contact.openingHours.days,
      opens: contact.openingHours.opens,
      closes: contact.openingHours.closes,
    },
    areaServed: profile.areaServed.map((name) => ({ '@type': 'State', name })),
    sameAs: contact.socials.map((social) => social.href),
  };
}
