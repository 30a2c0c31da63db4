import { Card } from '../../ui/components/Card';
import { MailLink } from '../sections/contact/MailLink';
import { StatusBanner } from '../../ui/components/StatusBanner';
import { PageMeta } from '../PageMeta';
import { CONTACT_EMAIL } from '../site-config';
import { ContactForm } from '../sections/contact/ContactForm';
import { Faq } from '../sections/contact/Faq';
import { HelpTopics } from '../sections/contact/HelpTopics';
import { QuickContact } from '../sections/contact/QuickContact';
import * as styles from './ContactPage.css';

export function ContactPage() {
  return (
    <div className={styles.page}>
      <PageMeta
        title="Contact Us"
        description={`Questions, bug reports or ideas for a new tool? Email ${CONTACT_EMAIL}; we reply within 24 hours. Help topics and answers to common questions.`}
        path="/contact"
      />
      <header className={styles.header}>
        <h1 className={styles.title}>Contact Us</h1>
        <p className={styles.lead}>
          Questions, bug reports, ideas for a new tool: we read every message and reply within 24 hours.
        </p>
      </header>
      <div className={styles.layout}>
        <div className={styles.column}>
          <StatusBanner tone="info" title="Messages are not sent anywhere yet">
            Toolshed has no server, so this form only checks your message on this page. To reach us, email{' '}
            <MailLink href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</MailLink>.
          </StatusBanner>
          <Card title="Send Us a Message" headingLevel={2} padding="lg" description="Fields marked * are required.">
            <ContactForm />
          </Card>
        </div>
        <QuickContact />
      </div>
      <section aria-labelledby="help-topics" className={styles.section}>
        <h2 id="help-topics" className={styles.sectionTitle}>
          Help Topics
        </h2>
        <HelpTopics />
      </section>
      <section aria-labelledby="faq" className={styles.section}>
        <h2 id="faq" className={styles.sectionTitle}>
          Frequently Asked Questions
        </h2>
        <Faq />
      </section>
    </div>
  );
}
