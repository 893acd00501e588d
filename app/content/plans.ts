/** Monthly pricing plans, cheapest first. */
import type { Plan } from './types';

export const plans = [
  {
    name: 'Basic',
    tagline: 'Advice and paperwork for small projects',
    monthlyPrice: 89,
    features: [
      '5 GB storage',
      'Online project dashboard',
      'Two consultation calls a month',
      'Permit checklist and templates',
      'Email support within two working days',
    ],
  },
  {
    name: 'Standard',
    tagline: 'Hands-on support for renovations',
    monthlyPrice: 129,
    features: [
      '50 GB storage',
      'Dedicated project coordinator',
      'Monthly site visit and report',
      'Budget and schedule tracking',
      'Priority support within one working day',
    ],
    isFeatured: true,
  },
  {
    name: 'Premium',
    tagline: 'Full oversight for complex builds',
    monthlyPrice: 159,
    features: [
      'Unlimited storage',
      'Senior project manager on call',
      'Weekly site visits and drone surveys',
      'Cost control and contractor reviews',
      'Same-day support, seven days a week',
    ],
  },
] as const satisfies readonly Plan[];
