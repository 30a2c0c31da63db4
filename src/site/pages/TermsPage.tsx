import type { ReactNode } from 'react';
import { MailLink } from '../sections/contact/MailLink';
import { Link } from '../../ui/components/Link';
import { PageMeta } from '../PageMeta';
import { CONTACT_EMAIL } from '../site-config';
import { LEGAL_UPDATED } from './PrivacyPage';
import * as styles from './legal.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function TermsPage() {
  return (
    <div className={styles.page}>
      <PageMeta
        title="Terms of Service"
        description="The terms for using Toolshed's free browser tools and embedding them on your own site: acceptable use, accuracy, warranties and limits of liability."
        path="/terms"
      />
      <header className={styles.header}>
        <h1 className={styles.title}>Terms of Service</h1>
        <p className={styles.updated}>
          Last updated <time dateTime={LEGAL_UPDATED.iso}>{LEGAL_UPDATED.text}</time>
        </p>
      </header>

      <Section id="terms-acceptance" title="1. Accepting These Terms">
        <p>
          By using the Toolshed website or embedding a Toolshed tool, you agree to these terms. If you do not agree, please do
          not use the service.
        </p>
      </Section>

      <Section id="terms-service" title="2. The Service">
        <p>
          Toolshed provides free utility tools that run in your web browser. There are no accounts and no fees. We may add,
          change or retire tools at any time, and we may stop providing the service altogether.
        </p>
      </Section>

      <Section id="terms-use" title="3. Acceptable Use">
        <p>You may use the tools for any lawful personal or commercial purpose. You may not:</p>
        <ul>
          <li>use the tools to break the law or to harm other people, for example to create phishing QR codes;</li>
          <li>try to disrupt the site or the files that serve the embeds, for example with automated floods of requests;</li>
          <li>present Toolshed, or an embedded tool, as something it is not, such as claiming it sends or stores data.</li>
        </ul>
      </Section>

      <Section id="terms-content" title="4. Your Content">
        <p>
          What you enter into a tool stays yours. It is processed in your browser and never reaches us, so we claim no rights
          to it and cannot see it. You are responsible for having the right to use what you process.
        </p>
      </Section>

      <Section id="terms-embedding" title="5. Embedding the Tools">
        <p>
          You may embed any tool on your website, free of charge, following the <Link href="/docs/api">Embed API</Link>. You
          are responsible for your own page, including telling your visitors about the scripts it loads. We may change the
          embed files or their addresses; we will keep the documented element names working for as long as we can.
        </p>
      </Section>

      <Section id="terms-accuracy" title="6. Accuracy of Results">
        <p>
          We test the tools carefully, but results are provided for information. Check anything important, such as
          calculations used in contracts or health decisions, with a second source. The BMI calculator, for example, is not
          medical advice.
        </p>
      </Section>

      <Section id="terms-warranty" title="7. No Warranty">
        <p>
          Toolshed is provided “as is” and “as available”, without warranties of any kind, express or implied, including
          fitness for a particular purpose and uninterrupted or error-free operation.
        </p>
      </Section>

      <Section id="terms-liability" title="8. Limitation of Liability">
        <p>
          To the fullest extent the law allows, we are not liable for indirect, incidental or consequential losses arising
          from your use of Toolshed. Our total liability for any claim is limited to the amount you paid us for the service in
          the 12 months before the claim. Because Toolshed is free, that amount is $0.
        </p>
      </Section>

      <Section id="terms-children" title="9. Children">
        <p>Toolshed is not directed at children under 13.</p>
      </Section>

      <Section id="terms-privacy" title="10. Privacy">
        <p>
          How we handle information is described in our <Link href="/privacy">Privacy Policy</Link>.
        </p>
      </Section>

      <Section id="terms-changes" title="11. Changes and Contact">
        <p>
          We may update these terms; the date at the top shows the latest version, and using Toolshed after a change means you
          accept it. Questions go to <MailLink href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</MailLink>.
        </p>
      </Section>
    </div>
  );
}
