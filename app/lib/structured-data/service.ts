import type { Service } from '../../content/types';
import { servicePath } from '../paths';
import { type JsonLdNode, organizationRef, type SiteFacts, siteUrl } from './json-ld';

/** A service page's `Service`, provided by the company (whose node gives the area served). */
export function serviceLd(
  facts: SiteFacts,
  service: Pick<Service, 'slug' | 'title' | 'description' | 'image'>,
): JsonLdNode {
  const url = siteUrl(facts, servicePath(service.slug));
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url,
    image: siteUrl(facts, service.image.src),
    provider: organizationRef(facts),
  };
}
