import { Accordion } from '../components/accordion';
import { ButtonLink } from '../components/button-link';
import { SectionHeading } from '../components/section-heading';
import type { IslandsHandle } from '../islands/islands-page';
import { PageBanner } from '../layout/page-banner';
import { useContact } from '../layout/use-contact';
import { buildMeta } from '../lib/meta';
import { faqPageLd } from '../lib/structured-data/faq-page';
import { contentOf } from '../server/content.server';
import { pageIntro } from '../server/page-intro.server';
import type { Route } from './+types/faq';

// The answers are <details>; the only script is the shell's and the footer sign-up's islands:
// served with islands, no React in the browser (decision 047).
export const handle: IslandsHandle = { islands: true };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: 'FAQ',
    description: loaderData?.intro.description,
    path: '/faq',
    structuredData: import.meta.env.SSR && loaderData ? [faqPageLd(loaderData.faqs)] : [],
  });

// Runs at build time: the questions are pre-rendered, not bundled.
export async function loader({ context }: Route.LoaderArgs) {
  const { faqs } = await contentOf(context).document('faqs');
  return { faqs, intro: await pageIntro(context, 'faq', { count: faqs.length }) };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { intro } = loaderData;
  const contact = useContact();
  return (
    <>
      <PageBanner title="FAQ" />
      <section
        aria-labelledby="faq-heading"
        className="section container-site grid gap-10 lg:grid-cols-[2fr_3fr]"
      >
        <div className="flex flex-col gap-6">
          <SectionHeading
            id="faq-heading"
            eyebrow={intro.eyebrow}
            title={intro.title}
            lead={intro.lead}
          />
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/contact-us">Ask a question</ButtonLink>
            <a
              href={contact.phone.href}
              className="inline-flex min-h-12 items-center font-semibold text-link underline underline-offset-4"
            >
              Call {contact.phone.display}
            </a>
          </div>
        </div>
        <Accordion
          name="faq"
          items={loaderData.faqs.map((faq) => ({
            id: faq.id,
            title: faq.question,
            content: <p>{faq.answer}</p>,
          }))}
        />
      </section>
    </>
  );
}
