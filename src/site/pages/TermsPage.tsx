import { useLegalMessages } from '../sections/legal/i18n';
import { Link } from '../../ui/components/Link';
import { PageMeta } from '../PageMeta';
import { CONTACT_EMAIL } from '../site-config';
import { LegalSection, LegalUpdated, mailTag } from '../sections/legal/LegalSection';
import * as styles from './legal.css';

export function TermsPage() {
  const t = useLegalMessages();
  return (
    <div className={styles.page}>
      <PageMeta title={t('termsMetaTitle')} description={t('termsMetaDescription')} path="/terms" />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('termsTitle')}</h1>
        <LegalUpdated />
      </header>

      <LegalSection id="terms-acceptance" title={t('acceptanceTitle')}>
        <p>{t('acceptanceText')}</p>
      </LegalSection>

      <LegalSection id="terms-service" title={t('serviceTitle')}>
        <p>{t('serviceText')}</p>
      </LegalSection>

      <LegalSection id="terms-use" title={t('useTitle')}>
        <p>{t('useIntro')}</p>
        <ul>
          <li>{t('use1')}</li>
          <li>{t('use2')}</li>
          <li>{t('use3')}</li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-content" title={t('contentTitle')}>
        <p>{t('contentText')}</p>
      </LegalSection>

      <LegalSection id="terms-embedding" title={t('embeddingTitle')}>
        <p>{t.rich('embeddingText', { api: (children) => <Link href="/docs/api">{children}</Link> })}</p>
      </LegalSection>

      <LegalSection id="terms-accuracy" title={t('accuracyTitle')}>
        <p>{t('accuracyText')}</p>
      </LegalSection>

      <LegalSection id="terms-warranty" title={t('warrantyTitle')}>
        <p>{t('warrantyText')}</p>
      </LegalSection>

      <LegalSection id="terms-liability" title={t('liabilityTitle')}>
        <p>{t('liabilityText')}</p>
      </LegalSection>

      <LegalSection id="terms-children" title={t('termsChildrenTitle')}>
        <p>{t('termsChildrenText')}</p>
      </LegalSection>

      <LegalSection id="terms-privacy" title={t('privacySectionTitle')}>
        <p>{t.rich('privacySectionText', { privacy: (children) => <Link href="/privacy">{children}</Link> })}</p>
      </LegalSection>

      <LegalSection id="terms-changes" title={t('termsChangesTitle')}>
        <p>{t.rich('termsChangesText', { mail: mailTag }, { email: CONTACT_EMAIL })}</p>
      </LegalSection>
    </div>
  );
}
