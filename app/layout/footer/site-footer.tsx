import { Phone } from 'lucide-react';
import type { NavLinkItem } from '../../content/navigation';
import { site } from '../../content/site';
import { Logo } from '../logo';
import { SocialLinks } from '../social-links';
import { useContact } from '../use-contact';
import { useMenus } from '../use-menus';
import { FooterCta } from './footer-cta';
import { FooterLinks } from './footer-links';
import { FooterOffices } from './footer-offices';
import { FooterPosts, type FooterPostsProps } from './footer-posts';
import { SubscribeForm } from './subscribe-form';

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  /** The most recent blog posts (the spec shows two). */
  posts: FooterPostsProps['posts'];
  /** The copyright line's year: the year the page was rendered (app/lib/site-year.ts). */
  year: number;
  /** Where Privacy policy leads: the published notice, or the contact page until then. */
  privacyPath?: string;
}

/** The site footer: a dark band in both themes, built on the inverse tokens. */
export function SiteFooter({ posts, year, privacyPath }: SiteFooterProps) {
  const contact = useContact();
  const { quickLinks, supportLinks } = useMenus();
  return (
    <footer className="bg-inverse-bg text-inverse-fg">
      <FooterCta />
      <div className="container-site grid gap-12 py-14 md:grid-cols-2 lg:grid-cols-12 lg:gap-10 lg:py-20">
        <div className="flex flex-col gap-6 lg:col-span-4">
          <Logo logo={site.logo} tone="inverse" className="self-start" />
          <p className="max-w-sm text-inverse-muted">{site.tagline}</p>
          <address className="flex flex-col gap-2 text-inverse-muted not-italic">
            <span>{contact.address.lines.join(', ')}</span>
            <a
              href={contact.phone.href}
              className="inline-flex min-h-8 items-center gap-2 self-start text-lg font-semibold text-inverse-fg underline-offset-4 hover:text-inverse-accent hover:underline"
            >
              <Phone aria-hidden="true" className="size-4 text-inverse-accent" />
              {contact.phone.display}
            </a>
          </address>
          <SocialLinks socials={contact.socials} owner={site.name} tone="inverse" />
        </div>
        <div className="grid grid-cols-2 gap-8 lg:col-span-2 lg:grid-cols-1">
          <FooterLinks title="Quick links" links={quickLinks} />
          <FooterLinks title="Support" links={withPrivacyPath(supportLinks, privacyPath)} />
        </div>
        <div className="lg:col-span-3">
          <FooterOffices offices={contact.offices} />
        </div>
        <div className="lg:col-span-3">
          <FooterPosts posts={posts} />
        </div>
      </div>
      <div className="container-site">
        <section
          aria-labelledby="footer-newsletter-title"
          className="grid gap-6 rounded-lg bg-inverse-surface p-6 md:p-8 lg:grid-cols-2 lg:items-center"
        >
          <div className="flex flex-col gap-2">
            <h2 id="footer-newsletter-title" className="text-h3 text-inverse-fg">
              Subscribe to our newsletter
            </h2>
            <p className="text-inverse-muted">Project stories and building tips, once a month.</p>
          </div>
          <SubscribeForm contact={contact} />
        </section>
      </div>
      <div className="container-site flex min-h-28 items-center justify-between gap-4 py-8 text-sm text-inverse-muted">
        <p>
          © {year} {site.name}. All rights reserved.
        </p>
        {/* Scroll to top's place below the `lg` width (app/islands/scroll-top.ts). */}
        <div data-scroll-top-dock="" className="contents" />
      </div>
    </footer>
  );
}

/**
 * The Support links, Privacy policy leading to the published notice once there is one (an
 * entry the office pointed elsewhere keeps its address).
 */
function withPrivacyPath(links: readonly NavLinkItem[], privacyPath: string | undefined) {
  if (!privacyPath) return links;
  return links.map((link) =>
    link.label === 'Privacy policy' && link.to === '/contact-us'
      ? { ...link, to: privacyPath }
      : link,
  );
}
