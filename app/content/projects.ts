/** The eight portfolio projects, in display order. */
import communityCenter from '../art/projects/community-center.svg';
import healthcareFacility from '../art/projects/healthcare-facility.svg';
import historicRestoration from '../art/projects/historic-restoration.svg';
import industrialWarehouse from '../art/projects/industrial-warehouse.svg';
import luxuryHomeRenovation from '../art/projects/luxury-home-renovation.svg';
import modernArchitecture from '../art/projects/modern-architecture.svg';
import seasideResortExpansion from '../art/projects/seaside-resort-expansion.svg';
import urbanMallDevelopment from '../art/projects/urban-mall-development.svg';
import type { Project } from './types';

const size = { width: 1200, height: 800 } as const;

export const projects = [
  {
    slug: 'community-center',
    title: 'Community Center',
    sector: 'Public Spaces',
    category: 'marketing',
    image: {
      src: communityCenter,
      alt: 'Illustration of a low community centre with a folded roof, timber cladding, a glazed front and people on the plaza',
      ...size,
    },
    summary:
      'A 2,400 m² neighbourhood hub with a sports hall, library corner and teaching kitchen, built with cross-laminated timber and opened two weeks early.',
  },
  {
    slug: 'healthcare-facility',
    title: 'Healthcare Facility',
    sector: 'Healthcare',
    category: 'corporate',
    image: {
      src: healthcareFacility,
      alt: 'Illustration of a five-storey clinic with a glass stair core, a cross sign, an entrance canopy and an ambulance',
      ...size,
    },
    summary:
      'A five-storey outpatient clinic with imaging suites and day surgery, delivered in phases while the neighbouring hospital stayed fully operational.',
  },
  {
    slug: 'seaside-resort-expansion',
    title: 'Seaside Resort Expansion',
    sector: 'Hospitality',
    category: 'business',
    image: {
      src: seasideResortExpansion,
      alt: 'Illustration of a terraced beachfront hotel beside a new wing under construction, with a crane, palms and the sea at sunset',
      ...size,
    },
    summary:
      'A 60-room terraced wing, spa and pool deck added to a working beachfront hotel, with quiet hours and screened access to protect guests.',
  },
  {
    slug: 'urban-mall-development',
    title: 'Urban Mall Development',
    sector: 'Retail',
    category: 'marketing',
    image: {
      src: urbanMallDevelopment,
      alt: 'Illustration of a shopping mall with an arched glass atrium, shopfront awnings, a parking lot and a crane behind',
      ...size,
    },
    summary:
      'A mixed retail centre with a daylit glass atrium, 48 shop units and a structured car park, built on a tight downtown plot.',
  },
  {
    slug: 'modern-architecture',
    title: 'Modern Architecture',
    sector: 'Modern',
    category: 'corporate',
    image: {
      src: modernArchitecture,
      alt: 'Illustration of stacked, cantilevered building volumes lit at dusk and reflected in a long pool',
      ...size,
    },
    summary:
      'A headquarters of three offset volumes with a 9-metre steel cantilever, a glazed ground floor and a reflecting pool that doubles as rainwater storage.',
  },
  {
    slug: 'industrial-warehouse',
    title: 'Industrial Warehouse',
    sector: 'Industrial',
    category: 'business',
    image: {
      src: industrialWarehouse,
      alt: 'Illustration of a long distribution warehouse with five numbered loading bays, a delivery truck and a forklift',
      ...size,
    },
    summary:
      'A 12,000 m² distribution warehouse with five dock levellers, a fibre-reinforced slab and a rooftop solar array that covers its daytime load.',
  },
  {
    slug: 'luxury-home-renovation',
    title: 'Luxury Home Renovation',
    sector: 'Residential',
    category: 'corporate',
    image: {
      src: luxuryHomeRenovation,
      alt: 'Illustration of a renovated two-storey modern villa with large windows, timber panels and a pool in front',
      ...size,
    },
    summary:
      'A 1970s hillside house opened up with new glazing, a cantilevered upper floor, timber cladding and a heated pool, all without moving the owners out.',
  },
  {
    slug: 'historic-restoration',
    title: 'Historic Restoration',
    sector: 'Renovation',
    category: 'business',
    image: {
      src: historicRestoration,
      alt: 'Illustration of a classical building with columns and a pediment, half covered in scaffolding with workers restoring it',
      ...size,
    },
    summary:
      'The careful restoration of a 1911 civic hall: stone repairs, lime mortar repointing, a new roof and discreet accessibility upgrades.',
  },
] as const satisfies readonly Project[];
