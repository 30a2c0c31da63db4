import type { ReactNode } from 'react';
import { AtSign, Code2, Gift, Mail, ShieldCheck, Sparkles } from 'lucide-react';
import { Badge } from '../../ui/components/Badge';
import { Icon, type IconComponent } from '../../ui/components/Icon';
import { getTool, type ToolId } from '../../tools/catalogue';
import { CONTACT_EMAIL } from '../site-config';
import { ShellLink } from './ShellLink';
import * as styles from './Footer.css';

interface FooterLink {
  to: string;
  label: string;
  /** Served as a file, not a route: load it as a document. */
  document?: boolean;
}

/** The spec's popular tools, named as the catalogue names them (one name per tool, everywhere). */
const FOOTER_TOOLS: readonly ToolId[] = ['json-formatter', 'password-generator', 'qr-generator', 'color-picker', 'word-counter'];

const columns: Array<{ title: string; links: FooterLink[] }> = [
  {
    title: 'Tools',
    links: [...FOOTER_TOOLS.map((id) => ({ to: `/tools/${id}`, label: getTool(id)?.name ?? id })), { to: '/tools', label: 'All Tools' }],
  },
  {
    title: 'Categories',
    links: [
      { to: '/tools?category=productivity', label: 'Productivity' },
      { to: '/tools?category=design', label: 'Design' },
      { to: '/tools?category=developer', label: 'Developer' },
      { to: '/tools?category=seo', label: 'SEO' },
      { to: '/tools?category=security', label: 'Security' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/blog', label: 'Blog' },
      { to: '/blog/tutorials', label: 'Tutorials' },
      { to: '/blog/tips', label: 'Tips' },
      { to: '/docs/api', label: 'Embed API' },
      { to: '/storybook/', label: 'Design System', document: true },
      { to: '/sitemap.xml', label: 'Sitemap', document: true },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/contact', label: 'Contact' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
];

const social: Array<{ href: string; label: string; icon: IconComponent }> = [
  { href: 'https://github.com/toolshed-dev/toolshed', label: 'Toolshed source code on GitHub', icon: Code2 },
  { href: 'https://mastodon.social/@toolshed', label: 'Toolshed on Mastodon', icon: AtSign },
  { href: `mailto:${CONTACT_EMAIL}`, label: `E-mail ${CONTACT_EMAIL}`, icon: Mail },
];

export interface FooterProps {
  /** The "Stay Updated" sign-up box. */
  newsletter?: ReactNode;
  /** Fixed in stories so screenshots do not change every January. */
  year?: number;
}

export function Footer({ newsletter, year = new Date().getFullYear() }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.about}>
            <p className={styles.brand}>Toolshed</p>
            <p className={styles.text}>Free tools that run entirely in your browser. Nothing you enter is uploaded, stored or tracked.</p>
            <ul className={styles.social} aria-label="Toolshed elsewhere">
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
            <nav key={column.title} aria-label={`Footer: ${column.title}`} className={styles.column}>
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
          <p className={styles.text}>© {year} Toolshed. All rights reserved.</p>
          <ul className={styles.badges} aria-label="Promises">
            <li>
              <Badge icon={Sparkles}>50+ Tools</Badge>
            </li>
            <li>
              <Badge icon={Gift}>Always Free</Badge>
            </li>
            <li>
              <Badge icon={ShieldCheck}>Privacy First</Badge>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
