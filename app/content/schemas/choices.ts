/** The fixed choices some content fields offer (icons, filters, roles, networks). */
export const ICONS = ['layers', 'ruler', 'sofa', 'hammer', 'shield', 'clipboard'] as const;
export const PROJECT_CATEGORIES = ['marketing', 'corporate', 'business'] as const;
export const TEAM_CATEGORIES = [
  'founder',
  'writer',
  'manager',
  'designer',
  'inspector',
  'engineer',
] as const;
export const SOCIAL_NETWORKS = ['Facebook', 'Instagram', 'LinkedIn', 'YouTube', 'X'] as const;
/** The days an office may open, in the week's order (the contact document's hours). */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
/** The icons a company's social link may show (the contact document's socials). */
export const SOCIAL_ICONS = ['facebook', 'instagram', 'linkedin', 'youtube', 'x'] as const;
