/** Animated statistics and skill bars. */
import type { Counter, Skill } from './types';

export const counters = [
  { value: 678, suffix: '+', label: 'Complete Projects' },
  { value: 120, suffix: '+', label: 'Team Members' },
  { value: 635, suffix: '+', label: 'Client Reviews' },
  { value: 89, suffix: '+', label: 'Winning Awards' },
] as const satisfies readonly Counter[];

export const projectsCompleted = {
  value: 156,
  suffix: 'k',
  label: 'Projects Completed',
} as const satisfies Counter;

/** Home-four consulting counter. */
export const consultingCounter = {
  value: 29,
  suffix: '+',
  label: 'Years of Consulting Experience',
} as const satisfies Counter;

export const skills = [
  { label: 'Building Construction', percent: 89 },
  { label: 'Interiors Design', percent: 70 },
] as const satisfies readonly Skill[];
