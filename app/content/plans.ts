/** Monthly pricing plans, cheapest first. Edited in content/settings/plans.yml (or the content store). */
export { plans } from './generated/plans';
