/**
 * The working process shown on home-two, numbered in order (its lead counts the steps). Edited
 * in content/settings/process.yml (or the content store).
 */
export { processSteps } from './generated/process';
