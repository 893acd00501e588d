/** Certifications shown on home-two. */
import { site } from './site';
import type { Certification } from './types';

/** "Oregon and Washington": the states the company is licensed in, from the brand file. */
const areaServed =
  site.areaServed.length > 1
    ? `${site.areaServed.slice(0, -1).join(', ')} and ${site.areaServed.at(-1)}`
    : (site.areaServed[0] ?? '');

export const certifications = [
  {
    id: 'iso-9001',
    title: 'ISO 9001 Quality Management',
    issuer: 'Certified since 2012',
    text: 'Every project follows documented, independently audited procedures for design review, inspection and handover.',
  },
  {
    id: 'iso-45001',
    title: 'ISO 45001 Health & Safety',
    issuer: 'Certified since 2016',
    text: 'Our site safety system is audited every year, and every crew member holds current safety training.',
  },
  {
    id: 'leed-accredited',
    title: 'LEED Accredited Professionals',
    issuer: 'U.S. Green Building Council',
    text: 'Accredited staff guide energy, water and materials choices on projects targeting green-building certification.',
  },
  {
    id: 'licensed-general-contractor',
    title: 'Licensed General Contractor',
    issuer: areaServed,
    text: `Fully licensed, bonded and insured in ${site.areaServed.length > 1 ? 'every state we build in' : 'the state we build in'}, with certificates attached to every contract.`,
  },
] as const satisfies readonly Certification[];
