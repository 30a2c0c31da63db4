import { LegalSection, LegalUpdated, mailTag } from '../sections/legal/LegalSection';
import { useLegalMessages } from '../sections/legal/i18n';
import { Link } from '../../ui/components/Link';
import { PageMeta } from '../PageMeta';
import { CONTACT_EMAIL } from '../site-config';
import * as styles from './legal.css';

export function PrivacyPage() {
  const t = useLegalMessages();
  const mail = { mail: mailTag };
  const email = { email: CONTACT_EMAIL };
  return (
    <div className={styles.page}>
      <PageMeta title={t('privacyMetaTitle')} description={t('privacyMetaDescription')} path="/privacy" />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('privacyTitle')}</h1>
        <LegalUpdated />
      </header>

      <div className={styles.summary}>
        <h2 className={styles.subheading}>{t('shortTitle')}</h2>
        <ul>
          <li>{t('short1')}</li>
          <li>{t('short2')}</li>
          <li>{t('short3')}</li>
        </ul>
      </div>

      <LegalSection id="privacy-scope" title={t('scopeTitle')}>
        <p>{t.rich('scopeText', mail, email)}</p>
      </LegalSection>

      <LegalSection id="privacy-tools" title={t('toolsTitle')}>
        <p>{t('toolsText')}</p>
      </LegalSection>

      <LegalSection id="privacy-device" title={t('deviceTitle')}>
        <ul>
          <li>{t('device1')}</li>
          <li>{t('device2')}</li>
          <li>{t('device3')}</li>
        </ul>
        <p>{t('deviceClear')}</p>
      </LegalSection>

      <LegalSection id="privacy-collect" title={t('collectTitle')}>
        <p>{t('collectText')}</p>
      </LegalSection>

      <LegalSection id="privacy-hosting" title={t('hostingTitle')}>
        <p>{t('hostingText')}</p>
      </LegalSection>

      <LegalSection id="privacy-forms" title={t('formsTitle')}>
        <p>{t('formsText')}</p>
      </LegalSection>

      <LegalSection id="privacy-embeds" title={t('embedsTitle')}>
        <p>{t('embedsText')}</p>
      </LegalSection>

      <LegalSection id="privacy-children" title={t('childrenTitle')}>
        <p>{t.rich('childrenText', mail, email)}</p>
      </LegalSection>

      <LegalSection id="privacy-rights" title={t('rightsTitle')}>
        <p>{t.rich('rightsText', mail, email)}</p>
      </LegalSection>

      <LegalSection id="privacy-changes" title={t('changesTitle')}>
        <p>{t.rich('changesText', { terms: (children) => <Link href="/terms">{children}</Link> })}</p>
      </LegalSection>
    </div>
  );
}
