import { describe, expect, it } from 'vitest';
import { faqs, posts, projects, services, site, siteProfile } from '../../content';
import { contactDetails } from '../../content/contact';
import { contactFacts } from '../../content/contact-view';
import { blogPostingLd } from './blog-posting';
import { breadcrumbListLd } from './breadcrumb-list';
import { faqPageLd } from './faq-page';
import { organizationId } from './json-ld';
import { organizationLd } from './organization';
import { pageStructuredData } from './page-graph';
import { projectLd } from './project';
import { serviceLd } from './service';

// Image URLs are absolute in the build (`assetsInlineLimit: 0`; the built-site test checks
// them); under Vitest small artwork is inlined, so these tests compare with the same resolution.

/** The same company after a rebrand: every builder must follow the site facts. */
// (`site` has literal types; a real rebrand edits those literals in site.ts.)
const rebrand = {
  ...site,
  name: 'Acme Builders',
  origin: 'https://acme.example',
} as unknown as typeof site;

/** The seed's contact details (what the office publishes takes their place on the server). */
const contact = contactFacts(contactDetails);

describe('organizationLd', () => {
  const company = organizationLd(site, siteProfile, contact);

  it('is a GeneralContractor with name, logo and social profiles from the site facts', () => {
    expect(company).toMatchObject({
      '@type': 'GeneralContractor',
      '@id': `${site.origin}/#organization`,
      name: site.name,
      url: `${site.origin}/`,
      email: contact.email,
      telephone: contact.phone.display,
      logo: { '@type': 'ImageObject', url: `${site.origin}${siteProfile.logo.src}` },
      sameAs: contact.socials.map((social) => social.href),
    });
  });

  it('lists every office with its address and phone, the head office first', () => {
    expect(company.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: contact.postalAddresses[0]?.locality,
    });
    expect(company.location).toEqual(
      contact.offices.map((office, index) =>
        expect.objectContaining({
          '@type': 'Place',
          telephone: office.phone.display,
          address: expect.objectContaining({
            streetAddress: contact.postalAddresses[index]?.street,
            postalCode: contact.postalAddresses[index]?.postalCode,
            addressCountry: contact.postalAddresses[index]?.country,
          }),
        }),
      ),
    );
  });

  it('gives opening hours and the area served', () => {
    expect(company.openingHoursSpecification).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: contact.openingHours.days,
      opens: contact.openingHours.opens,
      closes: contact.openingHours.closes,
    });
    expect(company.areaServed).toEqual(
      siteProfile.areaServed.map((name) => ({ '@type': 'State', name })),
    );
  });

  it('follows the office’s published contact details', () => {
    const moved = contactFacts({
      ...contactDetails,
      email: 'front-desk@example.com',
      offices: [
        {
          ...(contactDetails.offices[0] as (typeof contactDetails.offices)[number]),
          phone: '+1 (555) 010-3344',
        },
      ],
      hours: { days: ['Saturday'], opens: '09:00', closes: '12:30' },
    });
    expect(organizationLd(site, siteProfile, moved)).toMatchObject({
      email: 'front-desk@example.com',
      telephone: '+1 (555) 010-3344',
      location: [expect.objectContaining({ telephone: '+1 (555) 010-3344' })],
      openingHoursSpecification: { dayOfWeek: ['Saturday'], opens: '09:00', closes: '12:30' },
    });
  });

  it('follows a rebrand without touching the builder', () => {
    expect(organizationLd(rebrand, siteProfile, contact)).toMatchObject({
      name: 'Acme Builders',
      '@id': 'https://acme.example/#organization',
      url: 'https://acme.example/',
    });
  });
});

describe('breadcrumbListLd', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    const list = breadcrumbListLd(site, [
      { label: 'Home', to: '/' },
      { label: 'Blog', to: '/blog' },
      { label: 'Page 2', to: '/blog/page/2' },
    ]);
    expect(list).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${site.origin}/blog` },
        { '@type': 'ListItem', position: 3, name: 'Page 2', item: `${site.origin}/blog/page/2` },
      ],
    });
  });
});

describe('item builders', () => {
  const reference = { '@id': organizationId(site) };

  it('describes a service provided by the company', () => {
    const [service] = services;
    if (!service) throw new Error('no services');
    expect(serviceLd(site, service)).toMatchObject({
      '@type': 'Service',
      name: service.title,
      description: service.description,
      url: `${site.origin}/services/${service.slug}`,
      image: new URL(service.image.src, site.origin).href,
      provider: reference,
    });
  });

  it('describes a post with headline, image, full date, author and publisher', () => {
    const [post] = posts;
    if (!post) throw new Error('no posts');
    expect(blogPostingLd(site, post)).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      image: new URL(post.image.src, site.origin).href,
      datePublished: post.published,
      author: { '@type': 'Person', name: site.postAuthor },
      publisher: reference,
      mainEntityOfPage: `${site.origin}/blog/${post.slug}`,
    });
  });

  it('turns questions and answers into an FAQPage', () => {
    const page = faqPageLd(faqs);
    expect(page['@type']).toBe('FAQPage');
    expect(page.mainEntity).toHaveLength(faqs.length);
    expect(page.mainEntity).toContainEqual({
      '@type': 'Question',
      name: faqs[0]?.question,
      acceptedAnswer: { '@type': 'Answer', text: faqs[0]?.answer },
    });
  });

  it('describes a project as a CreativeWork by the company', () => {
    const [project] = projects;
    if (!project) throw new Error('no projects');
    expect(projectLd(site, project)).toMatchObject({
      '@type': 'CreativeWork',
      name: project.title,
      description: project.summary,
      genre: project.sector,
      creator: reference,
      locationCreated: { '@type': 'Place', name: project.location },
    });
  });
});

describe('pageStructuredData', () => {
  const graphOf = (descriptor: ReturnType<typeof pageStructuredData>) =>
    (descriptor as { 'script:ld+json': { '@context': string; '@graph': { '@type': string }[] } })[
      'script:ld+json'
    ];

  it('puts the company first, then the breadcrumb, then the page items', () => {
    const data = graphOf(
      pageStructuredData(site, siteProfile, contact, {
        name: 'FAQ',
        path: '/faq',
        structuredData: [faqPageLd(faqs)],
      }),
    );
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph'].map((node) => node['@type'])).toEqual([
      'GeneralContractor',
      'BreadcrumbList',
      'FAQPage',
    ]);
  });

  it('takes the breadcrumb from the page name unless the banner gives its own', () => {
    const names = (graph: ReturnType<typeof graphOf>) =>
      (
        graph['@graph'][1] as unknown as { itemListElement: { name: string }[] }
      ).itemListElement.map((item) => item.name);
    const named = graphOf(
      pageStructuredData(site, siteProfile, contact, { name: 'FAQ', path: '/faq' }),
    );
    expect(names(named)).toEqual(['Home', 'FAQ']);
    const banner = { title: 'Page Not Found', crumb: '404' };
    const notFound = graphOf(
      pageStructuredData(site, siteProfile, contact, {
        name: 'x',
        path: '/404-error',
        breadcrumb: banner,
      }),
    );
    expect(names(notFound)).toEqual(['Home', '404']);
  });

  it('has only the company on a page without a breadcrumb or items', () => {
    expect(
      graphOf(pageStructuredData(site, siteProfile, contact, { path: '/' }))['@graph'].map(
        (node) => node['@type'],
      ),
    ).toEqual(['GeneralContractor']);
  });

  it('survives a JSON round trip unchanged (plain JSON, no undefined)', () => {
    const data = graphOf(
      pageStructuredData(site, siteProfile, contact, {
        path: '/',
        structuredData: [faqPageLd(faqs)],
      }),
    );
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
