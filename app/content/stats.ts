/** The figures and claims: the banner's badge, counters, skill bars, years of experience. Edited in content/settings/stats.yml (or the content store). */
export {
  consultingCounter,
  counters,
  experience,
  projectsCompleted,
  reviewsBadge,
  skills,
} from './generated/stats';
