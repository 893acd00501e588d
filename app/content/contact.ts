/**
 * The company's contact details as the seed has them (content/settings/contact.yml). Pages read
 * the published ones through the root loader (`useContact()`), never this module: it is for
 * pre-rendering, server-side fallbacks and tests.
 */
export { contactDetails } from './generated/contact';
