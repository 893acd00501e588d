/** The body of one blog post, as typed blocks. */
import type { Block } from '../types';

export const body = [
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
] as const satisfies readonly Block[];
