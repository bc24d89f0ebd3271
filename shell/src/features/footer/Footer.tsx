import type { MouseEvent } from 'react';
import { telHref, VisuallyHidden } from '@nyaya/shared-design';
import { useRuntimeConfig, type RuntimeConfig } from '@nyaya/shared-platform';
import { Link } from '@nyaya/shared-platform/router';
import styled from 'styled-components';
import { useShellTranslation } from '../../i18n';
import { MailIcon, MapPinIcon, PhoneIcon, ScaleIcon, ShieldIcon } from '../../ui/icons';
import { Container } from '../../ui/layout';
import { FEATURED_PRACTICE_AREAS, lawyersPracticing } from '../../ui/practiceAreas';
import { useHydrated } from '../../ui/useHydrated';
import { legalPage, type LegalPageId } from '../legal';
import { openComplaint } from '../overlays/openers';

/** Footer anchors, in their documented order (docs/product/public-site.md). */
export const FOOTER_ANCHORS = [
  'about',
  'services',
  'lawyers',
  'pricing',
  'contact',
  'privacy',
  'terms',
  'disclaimer',
  'ethics',
  'complaints',
] as const;
export type FooterAnchor = (typeof FOOTER_ANCHORS)[number];

/** Anchors whose section is on the landing page: from other pages they lead to '/#id'. */
export const LANDING_SECTIONS: ReadonlySet<FooterAnchor> = new Set([
  'about',
  'services',
  'lawyers',
  'pricing',
]);

/** The legal column's anchors that are pages of their own (docs/product/legal-pages.md). */
const LEGAL_LINKS: Partial<Record<FooterAnchor, LegalPageId>> = {
  privacy: 'privacy',
  terms: 'terms',
  disclaimer: 'disclaimer',
  ethics: 'lawyerPolicy',
};

type ContactConfig = RuntimeConfig['contact'];

const quickLinks: FooterAnchor[] = ['about', 'services', 'lawyers', 'pricing', 'contact'];
const legalLinks: FooterAnchor[] = ['privacy', 'terms', 'disclaimer', 'ethics', 'complaints'];

const Root = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.palette.navy[950]};
  color: ${({ theme }) => theme.palette.slate[200]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.palette.slate[100]};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.palette.saffron[300]};
    text-decoration: underline;
  }

  a:focus-visible {
    outline-color: ${({ theme }) => theme.palette.saffron[300]};
  }
`;

const Columns = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  padding-block: ${({ theme }) => theme.space[12]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.4fr 1fr 1fr 1fr 1.3fr;
  }
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.palette.white};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  svg {
    color: ${({ theme }) => theme.palette.saffron[400]};
  }
`;

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.palette.white};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;
`;

const Statements = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

// A line led by an icon: the statements and the contact details.
const IconLine = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;

  svg {
    flex: none;
    margin-top: 0.15em;
    color: ${({ theme }) => theme.palette.saffron[400]};
  }
`;

const ContactList = styled.address`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  font-style: normal;
`;

const BottomBar = styled.div`
  border-top: 1px solid ${({ theme }) => theme.palette.navy[800]};
`;

const BottomRow = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[4]};
  /* Room for the floating help button, so it never covers the last line. */
  padding-bottom: ${({ theme }) => theme.space[20]};
  color: ${({ theme }) => theme.palette.slate[300]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

function FooterLink({ anchor }: { anchor: FooterAnchor }) {
  const { t } = useShellTranslation();
  const label = t(`footer.links.${anchor}`);
  if (LANDING_SECTIONS.has(anchor)) {
    return <Link to={{ pathname: '/', hash: `#${anchor}` }}>{label}</Link>;
  }
  const legal = LEGAL_LINKS[anchor];
  if (legal) return <Link to={legalPage(legal).path}>{label}</Link>;
  if (anchor === 'complaints') {
    // The complaint form is a dialog (mf_support_widgets); the anchor stays for the address bar.
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      openComplaint();
    };
    return (
      <a href="#complaints" onClick={onClick}>
        {label}
      </a>
    );
  }
  return <a href={`#${anchor}`}>{label}</a>;
}

// Until the visit's values arrive (useHydrated), a line holds its place with a no-break space.
const HELD_LINE = '\u00a0';

/** The contact lines, with `contact` from /config.json, or empty lines before it is read. */
function ContactLines({ contact }: { contact: ContactConfig | null }) {
  const { t } = useShellTranslation();
  return (
    <>
      <IconLine>
        <PhoneIcon />
        <span>
          <VisuallyHidden>{t('footer.phone')}: </VisuallyHidden>
          {contact ? <a href={telHref(contact.phone)}>{contact.phone}</a> : HELD_LINE}
        </span>
      </IconLine>
      <IconLine>
        <MailIcon />
        <span>
          <VisuallyHidden>{t('footer.email')}: </VisuallyHidden>
          {contact ? (
            <a href={`mailto:${contact.email}`} translate="no">
              {contact.email}
            </a>
          ) : (
            HELD_LINE
          )}
        </span>
      </IconLine>
      <IconLine>
        <MapPinIcon />
        <span>
          <VisuallyHidden>{t('footer.address')}: </VisuallyHidden>
          {/* The operator's address (config.json), as written: not translated. */}
          {contact ? <span translate="no">{contact.address}</span> : HELD_LINE}
        </span>
      </IconLine>
    </>
  );
}

function ContactFromConfig() {
  const { contact } = useRuntimeConfig();
  return <ContactLines contact={contact} />;
}

/**
 * The contact details are runtime config, which the prerendered HTML must not contain: the
 * build and the hydrating render show the lines empty, and the config fills them in after.
 */
function ContactDetails() {
  return useHydrated() ? <ContactFromConfig /> : <ContactLines contact={null} />;
}

/** The current year is the visitor's, not the build's: it too is filled in after hydration. */
function Copyright() {
  const { t } = useShellTranslation();
  const hydrated = useHydrated();
  return (
    <p>
      {hydrated ? t('footer.copyright', { year: String(new Date().getFullYear()) }) : HELD_LINE}
    </p>
  );
}

/**
 * Footer of every page (docs/product/public-site.md): the anchor links, the contact details from
 * /config.json, and the statements that only licensed professionals are listed and that
 * privilege applies.
 */
export function Footer() {
  const { t } = useShellTranslation();
  return (
    <Root>
      <Columns>
        <div>
          <Brand>
            <ScaleIcon />
            {t('brand')}
          </Brand>
          <p>{t('footer.about')}</p>
          <Statements>
            <IconLine>
              <ShieldIcon />
              <span>{t('footer.licensedOnly')}</span>
            </IconLine>
            <IconLine>
              <ShieldIcon />
              <span>{t('footer.privilege')}</span>
            </IconLine>
          </Statements>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <Heading id="footer-quick-links">{t('footer.quickLinks')}</Heading>
          <List>
            {quickLinks.map((anchor) => (
              <li key={anchor}>
                <FooterLink anchor={anchor} />
              </li>
            ))}
          </List>
        </nav>
        <nav aria-labelledby="footer-practice-areas">
          <Heading id="footer-practice-areas">{t('footer.practiceAreas')}</Heading>
          <List>
            {FEATURED_PRACTICE_AREAS.map(({ key, specialization }) => (
              <li key={key}>
                <Link to={lawyersPracticing(specialization)}>
                  {t(`landing.services.${key}.title`)}
                </Link>
              </li>
            ))}
          </List>
        </nav>
        <nav aria-labelledby="footer-legal">
          <Heading id="footer-legal">{t('footer.legal')}</Heading>
          <List>
            {legalLinks.map((anchor) => (
              <li key={anchor}>
                <FooterLink anchor={anchor} />
              </li>
            ))}
          </List>
        </nav>
        <section id="contact" aria-labelledby="footer-contact" tabIndex={-1}>
          <Heading id="footer-contact">{t('footer.contact')}</Heading>
          <ContactList>
            <ContactDetails />
          </ContactList>
        </section>
      </Columns>
      <BottomBar>
        <BottomRow>
          <Copyright />
          <p>{t('footer.notLegalAdvice')}</p>
        </BottomRow>
      </BottomBar>
    </Root>
  );
}
