import { Component, useEffect, useState, type ReactNode } from 'react';
import { Home, RotateCcw } from 'lucide-react';
import { Inline } from '../ui/components/Layout';
import { ButtonLink } from '../ui/components/Link';
import { PlainButton } from '../ui/components/PlainButton';
import * as styles from './pages/pages.css';
import { useSiteMessages } from './i18n';
import { isChunkLoadError, mayReload, reload } from './chunk-errors';
import { fullTitle } from './social';

interface BoundaryProps {
  /** The page's path: a new page starts without the last one's error. */
  path: string;
  /** What shows in place of what failed; null shows nothing. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  path: string;
  failed: boolean;
}

/**
 * Catches what a page (or an overlay) throws while it renders, most often code or messages that
 * could not be downloaded after the page had loaded: a client-side visit while offline, or after a
 * new version replaced the files the open page knows. Without it React unmounts the whole app and
 * the visitor is left with an empty page. React logs the error to the console (its default
 * onCaughtError).
 */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, path: this.props.path, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.path === state.path ? null : { error: null, failed: false, path: props.path };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * In place of a page that failed. Code that could not be downloaded while the browser is online is
 * most likely from an older version of the site: the page reloads once, which fetches the current
 * one. Offline, or if that did not help, the visitor is told what happened and can reload.
 */
export function PageError({ error }: { error: unknown }) {
  const t = useSiteMessages();
  const chunk = isChunkLoadError(error);
  // Decided once: a reload shows nothing in between.
  const [reloading] = useState(() => chunk && mayReload(location.href));
  useEffect(() => {
    if (reloading) reload(location.href);
  }, [reloading]);
  if (reloading) return null;
  return (
    <div className={styles.pageHeader} role="alert">
      <title>{fullTitle(t('pageErrorTitle'))}</title>
      <h1 className={styles.title}>{t('pageErrorTitle')}</h1>
      <p className={styles.lead}>{t(chunk ? 'pageErrorDownload' : 'pageErrorLead')}</p>
      <Inline gap="sm">
        <PlainButton variant="primary" icon={RotateCcw} onPress={() => location.reload()}>
          {t('pageErrorReload')}
        </PlainButton>
        <ButtonLink href="/" variant="secondary" icon={Home}>
          {t('notFoundHome')}
        </ButtonLink>
      </Inline>
    </div>
  );
}
