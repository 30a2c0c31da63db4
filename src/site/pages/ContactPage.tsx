import { Card } from '../../ui/components/Card';
import { MailLink } from '../sections/contact/MailLink';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { PageMeta } from '../PageMeta';
import { CONTACT_EMAIL } from '../site-config';
import { ContactForm } from '../sections/contact/ContactForm';
import { Faq } from '../sections/contact/Faq';
import { HelpTopics } from '../sections/contact/HelpTopics';
import { QuickContact } from '../sections/contact/QuickContact';
import { useContactMessages } from '../sections/contact/i18n';
import * as styles from './ContactPage.css';

export function ContactPage() {
  const t = useContactMessages();
  return (
    <div className={styles.page}>
      <PageMeta title={t('metaTitle')} description={t('metaDescription', { email: CONTACT_EMAIL })} path="/contact" />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      <div className={styles.layout}>
        <div className={styles.column}>
          <StatusBanner tone="info" title={t('notSentTitle')}>
            {t.rich('notSentText', { mail: () => <MailLink href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</MailLink> }, { email: CONTACT_EMAIL })}
          </StatusBanner>
          <Card title={t('formTitle')} headingLevel={2} padding="lg" description={t('formRequired')}>
            <ContactForm />
          </Card>
        </div>
        <QuickContact />
      </div>
      <section aria-labelledby="help-topics" className={styles.section}>
        <h2 id="help-topics" className={styles.sectionTitle}>
          {t('helpTopicsTitle')}
        </h2>
        <HelpTopics />
      </section>
      <section aria-labelledby="faq" className={styles.section}>
        <h2 id="faq" className={styles.sectionTitle}>
          {t('faqTitle')}
        </h2>
        <Faq />
      </section>
    </div>
  );
}
