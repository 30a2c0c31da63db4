import type { ReactNode } from 'react';
import { SITE_URL } from '../site-config';
import { EMBED_LOADER_PATH } from '../../embed/loader-path';
import * as styles from './ApiDocsPage.css';

// What the /docs/api page and the parts of it that load after hydration (ApiDocsLater.tsx) share.

export const EMBED_SCRIPT_URL = `${SITE_URL}${EMBED_LOADER_PATH}`;
export const elementName = (id: string) => `toolshed-${id}`;

export const SCRIPT_TAG = `<script type="module" src="${EMBED_SCRIPT_URL}"></script>`;

export const SECTIONS = [
  { id: 'quick-start', title: 'Quick Start' },
  { id: 'ways', title: 'Script, Iframe or oEmbed' },
  { id: 'try-it', title: 'Try It' },
  { id: 'elements', title: 'Element Names' },
  { id: 'attributes', title: 'Attributes' },
  { id: 'events', title: 'Events' },
  { id: 'reference', title: 'Reference: Every Element' },
  { id: 'styling', title: 'Styling and Size' },
  { id: 'security', title: 'CSP, CORS and Integrity' },
  { id: 'loading', title: 'Loading and Browser Support' },
  { id: 'react', title: 'Use It in React' },
] as const;

export function Section({ id, children }: { id: (typeof SECTIONS)[number]['id']; children: ReactNode }) {
  const title = SECTIONS.find((s) => s.id === id)?.title;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export const Code = ({ children }: { children: string }) => <code className={styles.code}>{children}</code>;
