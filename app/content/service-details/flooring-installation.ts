/** The detail-page text of one service: body blocks and checklist. */
import type { Block } from '../types';

export const body = [
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
] as const satisfies readonly Block[];

export const checklist = [
  'Moisture and flatness testing before installation',
  'Subfloor repairs and levelling included in the quote',
  'Setting-out plan agreed before work starts',
  'Dust-controlled sanding and finishing',
  'Care guide and five-year workmanship warranty',
] as const satisfies readonly string[];
