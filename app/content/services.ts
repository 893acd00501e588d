/** The six services, in display order. */
import buildingArchitecture from '../art/services/building-architecture.svg';
import constructionPlanning from '../art/services/construction-planning.svg';
import flooringInstallation from '../art/services/flooring-installation.svg';
import foundationRepair from '../art/services/foundation-repair.svg';
import houseRenovation from '../art/services/house-renovation.svg';
import interiorDesign from '../art/services/interior-design.svg';
import * as buildingArchitectureText from './service-details/building-architecture';
import * as constructionPlanningText from './service-details/construction-planning';
import * as flooringInstallationText from './service-details/flooring-installation';
import * as foundationRepairText from './service-details/foundation-repair';
import * as houseRenovationText from './service-details/house-renovation';
import * as interiorDesignText from './service-details/interior-design';
import type { Service } from './types';

export const services = [
  {
    slug: 'flooring-installation',
    number: '01',
    icon: 'layers',
    title: 'Flooring Installation',
    description:
      'Hardwood, engineered plank, tile and resin floors laid on properly prepared subfloors, so they stay flat, quiet and good-looking for decades.',
    image: {
      src: flooringInstallation,
      alt: 'Isometric illustration of wooden floor planks being laid over underlay, with a stack of boards and a mallet',
      width: 1200,
      height: 800,
    },
    body: flooringInstallationText.body,
    checklist: flooringInstallationText.checklist,
  },
  {
    slug: 'building-architecture',
    number: '02',
    icon: 'ruler',
    title: 'Building Architecture',
    description:
      'In-house architects who design with the builder in the room, producing drawings that are beautiful, buildable and priced before you commit.',
    image: {
      src: buildingArchitecture,
      alt: 'Blueprint-style elevation drawing of a three-storey building with dimension lines, a set square and a pencil',
      width: 1200,
      height: 800,
    },
    body: buildingArchitectureText.body,
    checklist: buildingArchitectureText.checklist,
  },
  {
    slug: 'interior-design',
    number: '03',
    icon: 'sofa',
    title: 'Interior Design',
    description:
      'Layouts, finishes, lighting and joinery planned together, so rooms feel calm, work hard and are built exactly as designed.',
    image: {
      src: interiorDesign,
      alt: 'Illustration of a living room with a blue sofa, framed artwork, an arc floor lamp and a fan of colour swatches',
      width: 1200,
      height: 800,
    },
    body: interiorDesignText.body,
    checklist: interiorDesignText.checklist,
  },
  {
    slug: 'house-renovation',
    number: '04',
    icon: 'hammer',
    title: 'House Renovation',
    description:
      'Extensions, loft conversions and whole-house refurbishments managed by one team, with a fixed programme and a single point of contact.',
    image: {
      src: houseRenovation,
      alt: 'Illustration of a house mid-renovation, half repainted, with scaffolding, exposed roof rafters and a ladder',
      width: 1200,
      height: 800,
    },
    body: houseRenovationText.body,
    checklist: houseRenovationText.checklist,
  },
  {
    slug: 'foundation-repair',
    number: '05',
    icon: 'shield',
    title: 'Foundation Repair',
    description:
      'Engineered fixes for settlement, cracking and subsidence, from underpinning to helical piers, that address the cause and not only the symptoms.',
    image: {
      src: foundationRepair,
      alt: 'Cut-away illustration of a cracked concrete footing below a house, supported by two helical piers in the soil',
      width: 1200,
      height: 800,
    },
    body: foundationRepairText.body,
    checklist: foundationRepairText.checklist,
  },
  {
    slug: 'construction-planning',
    number: '06',
    icon: 'clipboard',
    title: 'Construction Planning',
    description:
      'Budgets, programmes, permits and procurement organised before ground is broken, so the build runs on facts instead of hope.',
    image: {
      src: constructionPlanning,
      alt: 'Illustration of a project board with a Gantt chart and sticky notes above a desk with rolled drawings and a hard hat',
      width: 1200,
      height: 800,
    },
    body: constructionPlanningText.body,
    checklist: constructionPlanningText.checklist,
  },
] as const satisfies readonly Service[];
