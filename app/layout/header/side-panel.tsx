import { ButtonLink } from '../../components/button-link';
import { getStartedPath } from '../../content/navigation';
import { site } from '../../content/site';
import { ContactList } from '../contact-list';
import { Logo } from '../logo';
import { SocialLinks } from '../social-links';
import { useContact } from '../use-contact';
import { Drawer } from './drawer';

/** Props of {@link SidePanel}. */
export interface SidePanelProps {
  /** Id the header button's `commandfor` names. */
  id: string;
}

/** The side info panel: who we are, how to reach us, and a way to start a project. */
export function SidePanel({ id }: SidePanelProps) {
  const { socials } = useContact();
  return (
    <Drawer
      id={id}
      label={`About ${site.shortName}`}
      closeLabel="Close panel"
      heading={<Logo logo={site.logo} />}
    >
      <section aria-labelledby={`${id}-about`} className="flex flex-col gap-3">
        <h2 id={`${id}-about`} className="text-h3 text-fg">
          About us
        </h2>
        <p className="text-fg-muted">
          {site.name} builds, renovates and designs homes and commercial spaces. One team takes your
          project from the first sketch to the final walkthrough, on time and in plain sight.
        </p>
      </section>
      <section aria-labelledby={`${id}-contact`} className="flex flex-col gap-4">
        <h2 id={`${id}-contact`} className="text-h3 text-fg">
          Contact info
        </h2>
        <ContactList />
      </section>
      <SocialLinks socials={socials} owner={site.name} />
      <ButtonLink to={getStartedPath} className="mt-auto w-full">
        Get Started
      </ButtonLink>
    </Drawer>
  );
}
