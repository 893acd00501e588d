/** The body of one blog post, as typed blocks. */
import type { Block } from '../types';

export const body = [
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
] as const satisfies readonly Block[];
