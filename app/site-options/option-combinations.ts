import { HOME_LAYOUTS, type SiteOptions } from './site-options';

/** Every combination of the site options (4 home layouts × 2 × 2), for tests. */
export const everyOptionCombination: SiteOptions[] = HOME_LAYOUTS.flatMap((home) =>
  [true, false].flatMap((showOtherHomeLayouts) =>
    [true, false].map((showDemoPages) => ({ home, showOtherHomeLayouts, showDemoPages })),
  ),
);

/** A readable name for a combination, for test titles. */
export const describeOptions = (options: SiteOptions) =>
  `home ${options.home}, other layouts ${options.showOtherHomeLayouts ? 'shown' : 'hidden'}, demo pages ${options.showDemoPages ? 'shown' : 'hidden'}`;
