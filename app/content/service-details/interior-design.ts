/** The detail-page text of one service: body blocks and checklist. */
import type { Block } from '../types';

export const body = [
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
] as const satisfies readonly Block[];

export const checklist = [
  'Briefing session and measured survey',
  'Two layout options with 3D views',
  'Physical sample board of finishes',
  'Lighting and electrical plan',
  'Styling and snagging visit after completion',
] as const satisfies readonly string[];
