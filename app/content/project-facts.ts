/** The overview values and write-up shown on every project page (fixed sample text per the spec). */
import type { ProjectFacts } from './types';

export const projectFacts = {
  date: '14 March 2024',
  client: 'Northbank Holdings',
  location: 'Portland, Oregon',
  body: [
    {
      type: 'paragraph',
      text: 'Every Corbel project starts with a week of listening: how the building will be used on a quiet Tuesday, not just on opening day. From that brief our architects and estimators produced a single design-and-build plan, so the drawings, the price and the programme were agreed together rather than one after another.',
    },
    { type: 'heading', text: 'The challenge' },
    {
      type: 'paragraph',
      text: 'The site was tight, the neighbours were close and the client needed to keep operating throughout. We phased the work into self-contained zones, scheduled noisy trades outside business hours and kept a single point of contact on site from groundbreaking to handover.',
    },
    { type: 'heading', text: 'What we delivered' },
    {
      type: 'list',
      items: [
        'Design development, permits and a fixed-price contract',
        'Structural frame, envelope and full mechanical fit-out',
        'Low-carbon materials and daylight-led interiors',
        'Handover manuals, training and a twelve-month aftercare visit',
      ],
    },
    {
      type: 'paragraph',
      text: 'The project finished on programme and within the agreed budget, with zero lost-time incidents. It remains one of the buildings we take prospective clients to see, because it shows what careful planning looks like once the scaffolding comes down.',
    },
  ],
} as const satisfies ProjectFacts;
