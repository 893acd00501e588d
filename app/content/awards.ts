/** Awards, most recent first; the list's default active item is the second. Edited in content/settings/awards.yml (or the content store). */
export { awards } from './generated/awards';
