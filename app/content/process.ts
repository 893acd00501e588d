/** The working process shown on home-two (its lead counts the steps). */
import type { ProcessStep } from './types';

export const processSteps = [
  {
    number: '01',
    title: 'Initial Consultation',
    description:
      'We meet on site, listen to your goals and budget, and explain the options, costs and timescales in plain language.',
  },
  {
    number: '02',
    title: 'Work Planning',
    description:
      'Designs, permits, a fixed quote and a week-by-week programme are agreed and signed off before anything is ordered.',
  },
  {
    number: '03',
    title: 'Execution Phase',
    description:
      'Our site manager runs a safe, tidy site and sends you a written progress update with photos every week.',
  },
  {
    number: '04',
    title: 'Final Review',
    description:
      'We walk through the finished work together, close out every snag and hand over certificates, manuals and warranties.',
  },
] as const satisfies readonly ProcessStep[];
