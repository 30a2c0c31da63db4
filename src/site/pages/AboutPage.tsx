import type { ReactNode } from 'react';
import { Link } from '../../ui/components/Link';
import { PageMeta } from '../PageMeta';
import { AboutCallToAction } from '../sections/about/AboutCallToAction';
import { AboutStats } from '../sections/about/AboutStats';
import { TeamGroups } from '../sections/about/TeamGroups';
import { TechBadges } from '../sections/about/TechBadges';
import { PRINCIPLES, VALUES, ValueGrid } from '../sections/about/ValueGrid';
import * as styles from './AboutPage.css';

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro ? <p className={styles.sectionIntro}>{intro}</p> : null}
      {children}
    </section>
  );
}

export function AboutPage() {
  return (
    <div className={styles.page}>
      <PageMeta
        title="About"
        description="Toolshed makes free, private utility tools that run entirely in your browser. Our mission, principles, values, team and the technology behind the tools."
        path="/about"
      />
      <header className={styles.header}>
        <h1 className={styles.title}>About Toolshed</h1>
        <p className={styles.lead}>
          Everyday tools that respect you: free, fast, accessible, and private by design, because your data never leaves your
          browser.
        </p>
      </header>

      <Section id="about-mission" title="Our Mission">
        <div className={styles.prose}>
          <p className={styles.paragraph}>
            Small jobs deserve good tools. Formatting a JSON response, making a QR code for a poster or checking that a
            password is strong should take seconds, not a sign-up form, a download or a page full of adverts.
          </p>
          <p className={styles.paragraph}>
            Many free online tools pay their way with adverts and tracking. Toolshed works the other way round: every one of
            our tools does its work on your own device, so there is nothing for us to collect.
            There are no accounts, no tracking and no server that ever sees your data.
          </p>
          <p className={styles.paragraph}>
            The same tools can live on your own site, too: one script tag puts any of them on a page, isolated from your styles.
            The <Link href="/docs/api">Embed API</Link> explains how.
          </p>
        </div>
      </Section>

      <Section id="about-stats" title="Toolshed in Numbers">
        <AboutStats />
      </Section>

      <Section id="about-principles" title="Our Principles" intro="The four rules every tool has to meet before it ships.">
        <ValueGrid items={PRINCIPLES} />
      </Section>

      <Section id="about-values" title="What We Value" intro="How we work, and what you can hold us to.">
        <ValueGrid items={VALUES} />
      </Section>

      <Section id="about-team" title="The Team" intro="Three groups share the work of building and looking after Toolshed.">
        <TeamGroups />
      </Section>

      <Section id="about-tech" title="Built With" intro="Open, well-kept technology that runs in any modern browser.">
        <TechBadges />
      </Section>

      <AboutCallToAction />
    </div>
  );
}
