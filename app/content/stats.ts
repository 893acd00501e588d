/** Animated statistics and skill bars. Edited in content/settings/stats.yml (or the content store). */
export { consultingCounter, counters, projectsCompleted, skills } from './generated/stats';
