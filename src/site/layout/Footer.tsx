import type { ReactNode } from 'react';
import { AtSign, Code2, Gift, Mail, ShieldCheck, Sparkles } from 'lucide-react';
import { Badge } from '../../ui/components/Badge';
import { Icon, type IconComponent } from '../../ui/components/Icon';
import { categories, catalogue, getTool, type CategoryId, type ToolId } from '../../tools/catalogue';
import { useCatalogueText, type CatalogueText } from '../../tools/catalogue-text';
import { CONTACT_EMAIL } from '../site-config';
import { ShellLink } from './ShellLink';
import * as styles from './Footer.css';
import { useSiteMessages } from '../i18n';
import type { Translate } from '../../i18n/catalog';
import type siteEnglish from '../messages/en';
import { LanguageLinks } from './LanguageSwitcher';

type SiteKey = keyof typeof siteEnglish;

interface FooterLink {
  to: string;
  label: string;
  /** Served as a file, not a route: load it as a document. */
  document?: boolean;
}

/** The spec's popular tools, named as the catalogue names them (one name per tool, everywhere). */
const FOOTER_TOOLS: readonly ToolId[] = ['json-formatter', 'password-generator', 'qr-generator', 'color-picker', 'word-counter'];
const FOOTER_CATEGORIES: readonly CategoryId[] = ['productivity', 'design', 'developer', 'seo', 'security'];

const links = (t: Translate<SiteKey>, list: Array<[to: string, label: SiteKey, document?: boolean]>): FooterLink[] =>
  list.map(([to, label, document]) => ({ to, label: t(label), document }));

function footerColumns(t: Translate<SiteKey>, text: CatalogueText): Array<{ title: string; links: FooterLink[] }> {
  const toolName = (id: ToolId) => {
    const entry = getTool(id);
    return entry ? text.tool(entry).name : id;
  };
  const categoryLabel = (id: CategoryId) => {
    const info = categories.find((c) => c.id === id);
    return info ? text.category(info).label : id;
  };
  return [
    {
      title: t('footerTools'),
      // A build with a chosen set of tools (issue #36) links only those it has.
      links: [...FOOTER_TOOLS.filter((id) => getTool(id)).map((id) => ({ to: `/tools/${id}`, label: toolName(id) })), { to: '/tools', label: t('navAllTools') }],
    },
    {
      title: t('footerCategories'),
      links: FOOTER_CATEGORIES.filter((id) => categories.some((c) => c.id === id)).map((id) => ({ to: `/tools?category=${id}`, label: categoryLabel(id) })),
    },
    {
      title: t('footerResources'),
      links: links(t, [
        ['/blog', 'navBlog'],
        ['/blog/tutorials', 'footerTutorials'],
        ['/blog/tips', 'footerTips'],
        ['/embed', 'footerEmbedBuilder'],
        ['/docs/api', 'footerEmbedApi'],
        ['/storybook/', 'footerDesignSystem', true],
        ['/sitemap.xml', 'footerSitemap', true],
      ]),
    },
    {
      title: t('footerCompany'),
      links: links(t, [
        ['/about', 'navAbout'],
        ['/contact', 'navContact'],
        ['/privacy', 'footerPrivacy'],
        ['/terms', 'footerTerms'],
      ]),
    },
  ];
}

const socialLinks = (t: Translate<SiteKey>): Array<{ href: string; label: string; icon: IconComponent }> => [
  { href: 'https://github.com/toolshed-dev/toolshed', label: t('footerSource'), icon: Code2 },
  { href: 'https://mastodon.social/@toolshed', label: t('footerMastodon'), icon: AtSign },
  { href: `mailto:${CONTACT_EMAIL}`, label: t('footerEmail', { address: CONTACT_EMAIL }), icon: Mail },
];

export interface FooterProps {
  /** The "Stay Updated" sign-up box. */
  newsletter?: ReactNode;
  /** Fixed in stories so screenshots do not change every January. */
  year?: number;
}

export function Footer({ newsletter, year = new Date().getFullYear() }: FooterProps) {
  const t = useSiteMessages();
  const columns = footerColumns(t, useCatalogueText());
  const social = socialLinks(t);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.about}>
            <p className={styles.brand}>Toolshed</p>
            <p className={styles.text}>{t('footerAbout')}</p>
            <ul className={styles.social} aria-label={t('footerElsewhere')}>
              {social.map((s) => (
                <li key={s.href}>
                  <a href={s.href} aria-label={s.label} className={styles.socialLink} {...(s.href.startsWith('http') ? { rel: 'noopener noreferrer' } : {})}>
                    <Icon icon={s.icon} size={20} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {columns.map((column) => (
            <nav key={column.title} aria-label={t('footerColumn', { title: column.title })} className={styles.column}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <ShellLink to={link.to} reloadDocument={link.document} className={styles.link}>
                      {link.label}
                    </ShellLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {newsletter ? <div className={styles.newsletter}>{newsletter}</div> : null}
        </div>
        <div className={styles.bottom}>
          <p className={styles.text}>{t('footerCopyright', { year: String(year) })}</p>
          <LanguageLinks />
          <ul className={styles.badges} aria-label={t('footerPromises')}>
            <li>
              <Badge icon={Sparkles}>{__TOOLSHED_TOOLS__ !== null ? t('promiseToolsCount', { count: catalogue.length }) : t('promiseTools')}</Badge>
            </li>
            <li>
              <Badge icon={Gift}>{t('promiseFree')}</Badge>
            </li>
            <li>
              <Badge icon={ShieldCheck}>{t('promisePrivacy')}</Badge>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
