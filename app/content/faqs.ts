/** Questions and answers: the /faq page, the home accordion and the service pages without their own. Edited in content/settings/faqs.yml (or the content store). */
export { faqs, homeFaqs, serviceFaqs } from './generated/faqs';
