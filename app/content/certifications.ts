/** Certifications shown on home-two. Edited in content/settings/certifications.yml (or the content store). */
export { certifications } from './generated/certifications';
