/** The detail-page text of one service: body blocks and checklist. */
import type { Block } from '../types';

export const body = [
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
] as const satisfies readonly Block[];

export const checklist = [
  'Intrusive survey before the fixed quote',
  'Single project manager from start to finish',
  'Weekly written progress updates',
  'Dust screens and daily site clean-up',
  'Building-control sign-off handled for you',
  'Ten-year structural warranty',
] as const satisfies readonly string[];
