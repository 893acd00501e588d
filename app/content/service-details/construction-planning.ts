/** The detail-page text of one service: body blocks and checklist. */
import type { Block } from '../types';

export const body = [
  { type: 'heading', text: 'Most delays are decided before the first shovel' },
  {
    type: 'paragraph',
    text: 'Late permits, long-lead materials and unclear scopes cause more overruns than bad weather ever does. Our planning team builds a cost plan, a critical-path programme and a procurement schedule that show exactly what has to happen, and when, for the project to land on time.',
  },
  {
    type: 'paragraph',
    text: 'We can plan projects that we then build, or act as your owner’s representative on work tendered to others, checking progress and costs against the plan each month.',
  },
  {
    type: 'list',
    items: [
      'Cost plans and value-engineering reviews',
      'Critical-path programmes',
      'Permit and utility applications',
      'Tender packages and contractor selection',
    ],
  },
] as const satisfies readonly Block[];

export const checklist = [
  'Elemental cost plan with clear allowances',
  'Programme with milestones and float',
  'Risk register reviewed monthly',
  'Long-lead items ordered early',
  'Monthly cost and progress reports',
] as const satisfies readonly string[];
