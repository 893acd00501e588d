/** The body of one blog post, as typed blocks. */
import type { Block } from '../types';

export const body = [
  {
    type: 'paragraph',
    text: 'The first wave of smart homes was about novelty: voice-controlled lights and clever doorbells. The next wave is quieter and built into the walls, focused on energy, comfort and safety.',
  },
  { type: 'heading', text: 'What to plan for now' },
  {
    type: 'list',
    items: [
      'Structured cabling and a central network cupboard',
      'Solar-ready roofs and space for a home battery',
      'An EV charger circuit at the driveway',
      'Zoned heating with room-by-room sensors',
      'Leak detection on every water supply',
    ],
  },
  { type: 'heading', text: 'Keep it open and serviceable' },
  {
    type: 'paragraph',
    text: 'Choose devices that follow open standards so you are not locked into one brand, and make sure every hub and controller can be reached without lifting floors.',
  },
  {
    type: 'quote',
    text: 'The smartest feature in any home is insulation. Technology should make a good building better, not rescue a poor one.',
    cite: 'Lucia Tan, Services Engineer',
  },
] as const satisfies readonly Block[];
