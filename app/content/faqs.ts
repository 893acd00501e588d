/** Questions and answers for the FAQ page, the home accordion and service pages. */
import { site } from './site';
import type { Faq } from './types';

/** The /faq page accordion. */
export const faqs = [
  {
    id: 'how-long-does-a-project-take',
    question: 'How long does a typical project take?',
    answer:
      'A bathroom or kitchen refit usually takes four to eight weeks, a house extension three to six months and a new commercial building twelve months or more. You receive a written programme with key dates before work begins.',
  },
  {
    id: 'how-is-pricing-worked-out',
    question: 'How do you work out the price?',
    answer:
      'We survey the site, agree a scope with you and build the price from measured quantities, supplier quotes and labour estimates. The quote lists every allowance and exclusion, so you can see exactly what is included.',
  },
  {
    id: 'can-i-stay-at-home',
    question: 'Can I stay in my home during a renovation?',
    answer:
      'Often, yes. We phase the work, seal off active areas with dust screens and keep at least one bathroom and a temporary kitchen running wherever possible. For major structural work we will advise if moving out is safer.',
  },
  {
    id: 'who-handles-permits',
    question: 'Who handles permits and inspections?',
    answer:
      'We do. Our team prepares and submits planning and building-permit applications, books inspections at each stage and hands you the completion certificates at the end of the project.',
  },
  {
    id: 'what-warranty-do-you-offer',
    question: 'What warranty do you offer?',
    answer:
      'All workmanship carries a five-year warranty and structural work a ten-year warranty. Manufacturer warranties on materials and appliances are registered in your name and included in the handover pack.',
  },
] as const satisfies readonly Faq[];

/** The home page accordion (the variant with a banner slider). */
export const homeFaqs = [
  {
    id: 'what-services-do-you-offer',
    question: 'What services do you offer?',
    answer:
      'We cover the whole life of a building: planning, architecture and interior design, new construction, renovation and extensions, flooring, and foundation repair, for homes as well as commercial and public clients.',
  },
  {
    id: 'do-you-provide-free-estimates',
    question: 'Do you provide free estimates?',
    answer:
      'Yes. After a short call we visit the site and send a free, no-obligation estimate, usually within five working days. Detailed fixed quotes for larger projects follow a paid survey, which is credited if you go ahead.',
  },
  {
    id: 'are-you-licensed-and-insured',
    question: 'Are you licensed and insured?',
    answer: `Yes. ${site.name} is a fully licensed general contractor, and we carry public liability, employer’s liability and contract works insurance. Certificates are available on request and attached to every contract.`,
  },
] as const satisfies readonly Faq[];

/** The accordion on each service detail page. */
export const serviceFaqs = [
  {
    id: 'when-can-you-start',
    question: 'How soon can you start?',
    answer:
      'Small jobs can often start within three to four weeks of accepting a quote. Larger projects start once design, permits and long-lead materials are in place, and we agree that date with you up front.',
  },
  {
    id: 'do-you-use-subcontractors',
    question: 'Do you use subcontractors?',
    answer:
      'Our own crews handle carpentry, finishing and site management. Specialist trades such as electrical and mechanical work go to long-standing partners who are vetted, insured and supervised by our site manager.',
  },
  {
    id: 'how-do-payments-work',
    question: 'How do payments work?',
    answer:
      'Payments follow completed milestones set out in the contract, never large sums in advance. Each invoice comes with photos and a short progress report so you can see what you are paying for.',
  },
] as const satisfies readonly Faq[];
