/** The six services, in display order. */
import buildingArchitecture from '../art/services/building-architecture.svg';
import constructionPlanning from '../art/services/construction-planning.svg';
import flooringInstallation from '../art/services/flooring-installation.svg';
import foundationRepair from '../art/services/foundation-repair.svg';
import houseRenovation from '../art/services/house-renovation.svg';
import interiorDesign from '../art/services/interior-design.svg';
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
    body: [
      { type: 'heading', text: 'A floor is only as good as what lies under it' },
      {
        type: 'paragraph',
        text: 'Most flooring failures start below the surface: a damp slab, a bouncy joist or an uneven screed. Before a single board goes down we test moisture levels, check the subfloor for flatness and fix what we find, whether that means levelling compound, new plywood or an extra vapour barrier.',
      },
      {
        type: 'paragraph',
        text: 'We then acclimatise the material on site and lay it to a setting-out plan agreed with you, so joints, borders and thresholds line up with doors and sightlines rather than wherever the last row happens to land.',
      },
      {
        type: 'list',
        items: [
          'Solid and engineered hardwood, nailed, glued or floating',
          'Porcelain, stone and large-format tile',
          'Luxury vinyl, sheet vinyl and linoleum for busy spaces',
          'Polished concrete and resin for commercial floors',
        ],
      },
    ],
    checklist: [
      'Moisture and flatness testing before installation',
      'Subfloor repairs and levelling included in the quote',
      'Setting-out plan agreed before work starts',
      'Dust-controlled sanding and finishing',
      'Care guide and five-year workmanship warranty',
    ],
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
    body: [
      { type: 'heading', text: 'Design that knows how it will be built' },
      {
        type: 'paragraph',
        text: 'Because our architects sit beside our estimators and site managers, every design decision is tested against cost and construction method as it is made. You see the price of an idea while it is still a sketch, not after the tender comes back.',
      },
      {
        type: 'paragraph',
        text: 'We take projects from feasibility studies and massing options through planning submissions, building-permit drawings and the detailed construction package, and we stay involved on site to resolve questions quickly.',
      },
      {
        type: 'quote',
        text: 'The best drawing is the one the crew never has to phone us about.',
        cite: 'Sofia Navarro, Lead Architect',
      },
    ],
    checklist: [
      'Feasibility study and site analysis',
      'Concept options with early cost estimates',
      'Planning and permit drawings',
      'Full construction documentation',
      'Architect support on site through handover',
    ],
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
    body: [
      { type: 'heading', text: 'Interiors planned around real routines' },
      {
        type: 'paragraph',
        text: 'We start by understanding how a space is used from morning to night: where bags are dropped, where people gather, where light falls in winter. The layout follows from that, and finishes and furniture follow from the layout.',
      },
      {
        type: 'paragraph',
        text: 'Our designers produce sample boards, lighting plans and joinery drawings that our own carpenters and electricians build from, which keeps the finished room faithful to the design and removes the gap between designer and contractor.',
      },
      {
        type: 'list',
        items: [
          'Space planning and furniture layouts',
          'Material, colour and finish schedules',
          'Lighting design and control',
          'Bespoke joinery and storage',
        ],
      },
    ],
    checklist: [
      'Briefing session and measured survey',
      'Two layout options with 3D views',
      'Physical sample board of finishes',
      'Lighting and electrical plan',
      'Styling and snagging visit after completion',
    ],
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
    body: [
      { type: 'heading', text: 'Renovation without the guesswork' },
      {
        type: 'paragraph',
        text: 'Older homes hide surprises. We open up key areas during the survey, before pricing, so the quote reflects what is really behind the plaster. Where uncertainty remains, we say so and set a clear allowance rather than a vague contingency.',
      },
      {
        type: 'paragraph',
        text: 'During the works you have one project manager, a weekly written update and a shared schedule. If you are living at home, we plan the sequence so kitchens and bathrooms are out of action for as short a time as possible.',
      },
      {
        type: 'list',
        items: [
          'Rear and side extensions',
          'Loft and basement conversions',
          'Kitchen and bathroom refits',
          'Rewiring, replumbing and insulation upgrades',
        ],
      },
      {
        type: 'paragraph',
        text: 'Every renovation ends with a joint walkthrough and a written snag list that we close out before the final invoice.',
      },
    ],
    checklist: [
      'Intrusive survey before the fixed quote',
      'Single project manager from start to finish',
      'Weekly written progress updates',
      'Dust screens and daily site clean-up',
      'Building-control sign-off handled for you',
      'Ten-year structural warranty',
    ],
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
    body: [
      { type: 'heading', text: 'Diagnose first, then repair' },
      {
        type: 'paragraph',
        text: 'Sticking doors, stepped cracks and sloping floors can have several causes, from leaking drains to clay shrinkage or tree roots. Our structural engineers monitor movement, dig trial pits and test the soil so the repair matches the real problem.',
      },
      {
        type: 'paragraph',
        text: 'Depending on the findings we install helical piers, mass-concrete or beam-and-pile underpinning, or resin injection, and we repair drainage that may have triggered the movement in the first place.',
      },
      {
        type: 'list',
        items: [
          'Crack monitoring and level surveys',
          'Helical and push piers',
          'Traditional and mini-piled underpinning',
          'Drain surveys and repairs',
        ],
      },
    ],
    checklist: [
      'Structural engineer inspection and report',
      'Soil testing and trial pits where needed',
      'Permit and insurer liaison',
      'Minimal-disruption installation methods',
      'Post-repair monitoring and certificate',
    ],
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
    body: [
      { type: 'heading', text: 'Most delays are decided before the first shovel' },
      {
        type: 'paragraph',
        text: 'Late permits, long-lead materials and unclear scopes cause more overruns than bad weather ever does. Our planning team builds a cost plan, a critical-path programme and a procurement schedule that show exactly what has to happen, and when, for the project to land on time.',
      },
      {
        type: 'paragraph',
        text: 'We can plan projects that we then build, or act as your owner’s representative on work tendered to others, checking progress and costs against the plan each month.',
      },
      {
        type: 'list',
        items: [
          'Cost plans and value-engineering reviews',
          'Critical-path programmes',
          'Permit and utility applications',
          'Tender packages and contractor selection',
        ],
      },
    ],
    checklist: [
      'Elemental cost plan with clear allowances',
      'Programme with milestones and float',
      'Risk register reviewed monthly',
      'Long-lead items ordered early',
      'Monthly cost and progress reports',
    ],
  },
] as const satisfies readonly Service[];
