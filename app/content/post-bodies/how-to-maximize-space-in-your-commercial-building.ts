/** The body of one blog post, as typed blocks. */
import type { Block } from '../types';

export const body = [
  {
    type: 'paragraph',
    text: 'Many businesses outgrow their building on paper long before they run out of usable space. A fresh look at the layout often finds a quarter more capacity.',
  },
  { type: 'heading', text: 'Use the height you already pay for' },
  {
    type: 'paragraph',
    text: 'Warehouses, showrooms and older offices often have ceilings high enough for a mezzanine. A steel mezzanine can add storage or desk space in weeks, usually without planning permission for a new footprint.',
  },
  { type: 'heading', text: 'Design for how the space is used today' },
  {
    type: 'list',
    items: [
      'Replace cellular offices with bookable focus rooms',
      'Use movable partitions for rooms that change purpose',
      'Move storage to high-density shelving or off site',
      'Bring daylight deeper in with glazed partitions',
    ],
  },
  {
    type: 'paragraph',
    text: 'An occupancy study over two typical weeks shows which areas sit empty. It is the cheapest square metre you will ever find.',
  },
] as const satisfies readonly Block[];
