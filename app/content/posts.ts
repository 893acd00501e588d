/** Blog posts, newest first. The month shown on cards is fixed text (`site.postMonth`). */

import chooseCompany from '../art/posts/how-to-choose-the-perfect-construction-company.svg';
import maximizeSpace from '../art/posts/how-to-maximize-space-in-your-commercial-building.svg';
import weatherImpact from '../art/posts/how-weather-can-impact-a-construction-project.svg';
import keySteps from '../art/posts/key-steps-to-ensure-a-smooth-building-process.svg';
import smartHomes from '../art/posts/the-future-of-smart-homes-in-construction.svg';
import renovationMistakes from '../art/posts/top-mistakes-to-avoid-during-home-renovation.svg';
import type { Post } from './types';

const size = { width: 1200, height: 750 } as const;

export const posts = [
  {
    slug: 'key-steps-to-ensure-a-smooth-building-process',
    number: '01',
    day: 24,
    comments: 12,
    title: 'Key Steps to Ensure a Smooth Building Process',
    image: {
      src: keySteps,
      alt: 'Illustration of five numbered steps climbing from a marked plot to a finished house',
      ...size,
    },
    description:
      'A calm build is planned long before the diggers arrive. These five stages keep budgets, schedules and tempers intact.',
    delay: 0.4,
    body: [
      {
        type: 'paragraph',
        text: 'Ask anyone who has built a house or an office what they would do differently, and the answer is rarely about bricks. It is about decisions made too late. Here is the sequence we follow on every project, large or small.',
      },
      { type: 'heading', text: '1. Define the brief in writing' },
      {
        type: 'paragraph',
        text: 'List what the building must do, what would be nice, and the budget you will not exceed. A one-page brief settles more arguments later than any contract clause.',
      },
      { type: 'heading', text: '2. Survey and design before you price' },
      {
        type: 'paragraph',
        text: 'Ground conditions, services and existing structures drive cost. Investigating them early turns unknowns into line items instead of change orders.',
      },
      {
        type: 'list',
        items: [
          'Commission a topographical and utilities survey',
          'Agree the design freeze date with your architect',
          'Secure permits before fixing the start date',
          'Order long-lead items such as windows and steel early',
          'Hold a short weekly site meeting with written actions',
        ],
      },
      {
        type: 'quote',
        text: 'Every hour spent on the plan saves a day on site.',
        cite: 'Harold Whitcombe, Founder',
      },
      {
        type: 'paragraph',
        text: 'Finally, plan the handover as carefully as the groundbreaking: snag lists, manuals and training for whoever will run the building keep the last week from becoming the longest.',
      },
    ],
  },
  {
    slug: 'how-weather-can-impact-a-construction-project',
    number: '02',
    day: 19,
    comments: 8,
    title: 'How Weather Can Impact a Construction Project',
    image: {
      src: weatherImpact,
      alt: 'Illustration of a building frame with a protective tarp, rain and lightning on one side and sun on the other',
      ...size,
    },
    description:
      'Rain, heat, frost and wind all affect materials and crews differently. Here is how we plan around the forecast instead of fighting it.',
    delay: 0.6,
    body: [
      {
        type: 'paragraph',
        text: 'Weather is the one subcontractor nobody can negotiate with. It cannot be avoided, but its impact on cost and quality can be planned for.',
      },
      { type: 'heading', text: 'What each season puts at risk' },
      {
        type: 'list',
        items: [
          'Heavy rain: waterlogged excavations, slippery access and delayed concrete pours',
          'Frost: concrete that cures too slowly or cracks, mortar that fails to bond',
          'Heat: rapid drying, shrinkage cracks and heat stress for the crew',
          'High wind: crane shutdowns and unsafe work at height',
        ],
      },
      { type: 'heading', text: 'Planning with the forecast' },
      {
        type: 'paragraph',
        text: 'We schedule groundworks and roofing for the driest months where we can, build a realistic weather allowance into the programme and get the building watertight as early as possible so interior trades can carry on regardless.',
      },
      {
        type: 'paragraph',
        text: 'On site, that means covered material storage, heated enclosures and admixtures for cold-weather concrete, and shaded rest areas and early starts in a heatwave.',
      },
      {
        type: 'quote',
        text: 'A dry building by autumn is worth more than a fast start in spring.',
      },
    ],
  },
  {
    slug: 'how-to-choose-the-perfect-construction-company',
    number: '03',
    day: 14,
    comments: 15,
    title: 'How to Choose the Perfect Construction Company',
    image: {
      src: chooseCompany,
      alt: 'Illustration of three contractor profile cards with star ratings, one highlighted with a check mark under a magnifying glass',
      ...size,
    },
    description:
      'The lowest price is rarely the cheapest build. Use these questions to compare contractors on what really predicts a good result.',
    delay: 0.8,
    body: [
      {
        type: 'paragraph',
        text: 'Choosing a builder is choosing a partner for months, sometimes years. A few structured questions reveal far more than a glossy brochure.',
      },
      { type: 'heading', text: 'Check the basics first' },
      {
        type: 'list',
        items: [
          'Current licence and insurance certificates, in the company’s own name',
          'Three recent references for projects similar to yours',
          'A safety record and written safety plan',
          'Clear answers about who will manage your site day to day',
        ],
      },
      { type: 'heading', text: 'Read the quote, not just the total' },
      {
        type: 'paragraph',
        text: 'A detailed quote lists quantities, allowances and exclusions. If two prices differ widely, the cheaper one has usually left something out. Ask each contractor to walk you through their assumptions.',
      },
      {
        type: 'paragraph',
        text: 'Finally, visit a live site. Tidy storage, clear signage and a site manager who knows the programme by heart say more about a company than any award.',
      },
    ],
  },
  {
    slug: 'top-mistakes-to-avoid-during-home-renovation',
    number: '04',
    day: 9,
    comments: 21,
    title: 'Top Mistakes to Avoid During Home Renovation',
    image: {
      src: renovationMistakes,
      alt: 'Illustration of a half-painted room with a warning sign, a crooked shelf, a checklist of crossed-out items and a spilt paint can',
      ...size,
    },
    description:
      'Underestimating the budget, changing your mind mid-build and skipping permits top the list. Here is how homeowners avoid them.',
    delay: 1.2,
    body: [
      {
        type: 'paragraph',
        text: 'After thousands of renovations, we see the same avoidable mistakes again and again. None of them are about skill; all of them are about planning.',
      },
      { type: 'heading', text: 'The usual suspects' },
      {
        type: 'list',
        items: [
          'Budgeting for the finishes but not for what is behind the walls',
          'Changing the layout after work has started',
          'Skipping permits to save a few weeks',
          'Choosing fixtures after the plumber has left',
          'Living in the house without a plan for dust and noise',
        ],
      },
      { type: 'heading', text: 'Build in a real contingency' },
      {
        type: 'paragraph',
        text: 'For older homes we recommend holding back 10 to 15 percent of the budget for surprises. If you do not need it, it becomes the garden budget.',
      },
      {
        type: 'paragraph',
        text: 'Make every selection, from tiles to door handles, before work begins. Decisions made under time pressure on site are the ones people regret most.',
      },
    ],
  },
  {
    slug: 'how-to-maximize-space-in-your-commercial-building',
    number: '05',
    day: 5,
    comments: 6,
    title: 'How to Maximize Space in Your Commercial Building',
    image: {
      src: maximizeSpace,
      alt: 'Isometric illustration of an office floor plan with desks, a meeting room and a mezzanine, with arrows pointing outward',
      ...size,
    },
    description:
      'Before you sign a lease on more floor area, look up and look again. Mezzanines, smarter layouts and flexible rooms can unlock a surprising amount of space.',
    delay: 0.4,
    body: [
      {
        type: 'paragraph',
        text: 'Many businesses outgrow their building on paper long before they run out of usable space. A fresh look at the layout often finds a quarter more capacity.',
      },
      { type: 'heading', text: 'Use the height you already pay for' },
      {
        type: 'paragraph',
        text: 'Warehouses, showrooms and older offices often have ceilings high enough for a mezzanine. A steel mezzanine can add storage or desk space in weeks, usually without planning permission for a new footprint.',
      },
      { type: 'heading', text: 'Design for how the space is used today' },
      {
        type: 'list',
        items: [
          'Replace cellular offices with bookable focus rooms',
          'Use movable partitions for rooms that change purpose',
          'Move storage to high-density shelving or off site',
          'Bring daylight deeper in with glazed partitions',
        ],
      },
      {
        type: 'paragraph',
        text: 'An occupancy study over two typical weeks shows which areas sit empty. It is the cheapest square metre you will ever find.',
      },
    ],
  },
  {
    slug: 'the-future-of-smart-homes-in-construction',
    number: '06',
    day: 2,
    comments: 10,
    title: 'The Future of Smart Homes in Construction',
    image: {
      src: smartHomes,
      alt: 'Line illustration of a house with solar panels and connected lighting, heating and lock controls on a phone',
      ...size,
    },
    description:
      'Smart homes are moving from gadgets to infrastructure. Here is what is worth building into a new home or renovation today.',
    delay: 0.6,
    body: [
      {
        type: 'paragraph',
        text: 'The first wave of smart homes was about novelty: voice-controlled lights and clever doorbells. The next wave is quieter and built into the walls, focused on energy, comfort and safety.',
      },
      { type: 'heading', text: 'What to plan for now' },
      {
        type: 'list',
        items: [
          'Structured cabling and a central network cupboard',
          'Solar-ready roofs and space for a home battery',
          'An EV charger circuit at the driveway',
          'Zoned heating with room-by-room sensors',
          'Leak detection on every water supply',
        ],
      },
      { type: 'heading', text: 'Keep it open and serviceable' },
      {
        type: 'paragraph',
        text: 'Choose devices that follow open standards so you are not locked into one brand, and make sure every hub and controller can be reached without lifting floors.',
      },
      {
        type: 'quote',
        text: 'The smartest feature in any home is insulation. Technology should make a good building better, not rescue a poor one.',
        cite: 'Lucia Tan, Services Engineer',
      },
    ],
  },
] as const satisfies readonly Post[];
