/** The detail-page text of one service: body blocks and checklist. */
import type { Block } from '../types';

export const body = [
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
] as const satisfies readonly Block[];

export const checklist = [
  'Feasibility study and site analysis',
  'Concept options with early cost estimates',
  'Planning and permit drawings',
  'Full construction documentation',
  'Architect support on site through handover',
] as const satisfies readonly string[];
