import type { ReactNode } from 'react';
import { MailLink } from '../sections/contact/MailLink';
import { Link } from '../../ui/components/Link';
import { PageMeta } from '../PageMeta';
import { CONTACT_EMAIL } from '../site-config';
import * as styles from './legal.css';

export const LEGAL_UPDATED = { iso: '2024-01-15', text: 'January 15, 2024' } as const;

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

export function PrivacyPage() {
  const email = <MailLink href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</MailLink>;
  return (
    <div className={styles.page}>
      <PageMeta
        title="Privacy Policy"
        description="Toolshed's tools run in your browser: what you enter is never uploaded, there are no accounts, no analytics and no tracking cookies. The full privacy policy."
        path="/privacy"
      />
      <header className={styles.header}>
        <h1 className={styles.title}>Privacy Policy</h1>
        <p className={styles.updated}>
          Last updated <time dateTime={LEGAL_UPDATED.iso}>{LEGAL_UPDATED.text}</time>
        </p>
      </header>

      <div className={styles.summary}>
        <h2 className={styles.subheading}>The Short Version</h2>
        <ul>
          <li>Every tool runs in your browser. Nothing you type, paste or open in a tool is sent to us.</li>
          <li>There are no accounts, no analytics, no advertising and no tracking cookies.</li>
          <li>The few things remembered between visits are stored in your own browser, and you can delete them at any time.</li>
        </ul>
      </div>

      <Section id="privacy-scope" title="Who We Are and What This Covers">
        <p>
          This policy covers the Toolshed website and the embeddable Toolshed tools. Questions about it go to {email}.
        </p>
      </Section>

      <Section id="privacy-tools" title="What Happens to What You Enter">
        <p>
          Toolshed’s tools do their work with JavaScript on your device. Text you count, JSON you format, passwords you
          generate or check and files you resize or hash are processed in your browser’s memory and are not uploaded to
          Toolshed or anyone else. Closing the page discards them, unless a tool tells you it saves something (below).
        </p>
      </Section>

      <Section id="privacy-device" title="What Is Stored on Your Device">
        <ul>
          <li>Your light or dark theme choice, in your browser’s local storage, so the site looks the same next time.</li>
          <li>
            Notes you save in Secure Notes, encrypted in your browser with AES-256-GCM under a passphrase only you know. We
            cannot read or recover them.
          </li>
          <li>Files the browser caches to load the site faster, as it does for any website.</li>
        </ul>
        <p>You can remove all of this by clearing this site’s data in your browser’s settings.</p>
      </Section>

      <Section id="privacy-collect" title="What We Do Not Collect">
        <p>
          We do not use analytics, advertising, social media pixels, fingerprinting or tracking cookies, and we do not buy,
          sell or share personal information. Toolshed has no accounts, so there is no profile of you to keep.
        </p>
      </Section>

      <Section id="privacy-hosting" title="Hosting and Server Logs">
        <p>
          The site is a set of static files. The hosting provider that serves them may keep standard web server logs (IP
          address, time, page requested and browser type) for security and to stop abuse. We do not use these logs to
          identify or profile visitors.
        </p>
      </Section>

      <Section id="privacy-forms" title="Contact Form, Newsletter Box and Email">
        <p>
          The contact form checks what you type on the page and sends nothing: Toolshed has no server to receive it. The Stay
          Updated boxes send nothing either: Subscribe opens your own mail program with a message to us, which you may send or
          not, and the Atom feed is a file your feed reader fetches from this site. If you email us, we use your address and
          message only to reply or to send the updates you asked for, and delete it when it is no longer needed.
        </p>
      </Section>

      <Section id="privacy-embeds" title="Tools Embedded on Other Websites">
        <p>
          When a website embeds a Toolshed tool, the tool’s code loads from Toolshed and runs in your browser as part of that
          website. The tool sends nothing to Toolshed, but it reports its result to the page it is on, so that website can read
          what the tool shows. Its own privacy policy applies to what it does with it.
        </p>
      </Section>

      <Section id="privacy-children" title="Children">
        <p>
          Toolshed is not directed at children under 13, and we do not knowingly collect personal information from children
          under 13. If you believe a child has sent us personal information by email, contact {email} and we will delete it.
        </p>
      </Section>

      <Section id="privacy-rights" title="Your Rights">
        <p>
          Depending on where you live, laws such as the GDPR and the CCPA give you the right to access, correct or delete your
          personal information. Because we hold none apart from emails you send us, a request to {email} is all it takes to
          have those deleted.
        </p>
      </Section>

      <Section id="privacy-changes" title="Changes to This Policy">
        <p>
          If we change how Toolshed handles information, we will update this page and the date at the top. See also our{' '}
          <Link href="/terms">Terms of Service</Link>.
        </p>
      </Section>
    </div>
  );
}
