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
