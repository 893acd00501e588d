import type { Faq } from '../../content/types';
import type { JsonLdNode } from './json-ld';

/** The questions and answers a page shows, as an `FAQPage`. */
export function faqPageLd(faqs: readonly Pick<Faq, 'question' | 'answer'>[]): JsonLdNode {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
