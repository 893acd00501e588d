/** The body of one blog post, as typed blocks. */
import type { Block } from '../types';

export const body = [
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
] as const satisfies readonly Block[];
