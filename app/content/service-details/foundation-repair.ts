/** The detail-page text of one service: body blocks and checklist. */
import type { Block } from '../types';

export const body = [
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
] as const satisfies readonly Block[];

export const checklist = [
  'Structural engineer inspection and report',
  'Soil testing and trial pits where needed',
  'Permit and insurer liaison',
  'Minimal-disruption installation methods',
  'Post-repair monitoring and certificate',
] as const satisfies readonly string[];
