/** The body of one blog post, as typed blocks. */
import type { Block } from '../types';

export const body = [
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
] as const satisfies readonly Block[];
