/** Certifications shown on home-two. */
import type { Certification } from './types';

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
    issuer: 'Oregon and Washington',
    text: 'Fully licensed, bonded and insured in both states, with certificates attached to every contract.',
  },
] as const satisfies readonly Certification[];
