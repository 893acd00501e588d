/** Company history, oldest first. Edited in content/settings/timeline.yml (or the content store). */
export { timeline } from './generated/timeline';
