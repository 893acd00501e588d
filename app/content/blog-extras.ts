/** Fixed text that every blog post page and the blog sidebar share. */
import { brand } from '../brand';
import type { PostExtras } from './types';

export const blogExtras = {
  quote: {
    text: 'A building is only as good as the conversations behind it. We write things down, we price what we draw, and we hand over a site we would be happy to live next to.',
    cite: 'Harold Whitcombe, Founder',
  },
  authorBio: `Our editorial desk gathers field notes from site managers, estimators and architects across ${brand.shortName}, so every article comes from people who build for a living.`,
  comments: [
    {
      id: 'comment-renata-osei',
      name: 'Renata Osei',
      date: '26 March',
      text: 'We used almost exactly this checklist on our duplex last year. Writing the brief down first saved us from two expensive changes mid-build. Thanks for putting it so clearly.',
    },
    {
      id: 'comment-felix-brandt',
      name: 'Felix Brandt',
      date: '27 March',
      text: 'Useful read. I would add one thing for anyone renovating an older house: open up a small section of wall early, so the surprises arrive before the schedule is fixed.',
    },
  ],
  tags: ['Innovation', 'Insights', 'Resources', 'Tips', 'Trends'],
} as const satisfies PostExtras;
