/** Partner companies shown as a logo strip. Edited in content/settings/partners.yml (or the content store). */
export { partners } from './generated/partners';
