import type { ReactNode } from 'react';
import { Link } from '../../ui/components/Link';
import { PageMeta } from '../PageMeta';
import { AboutCallToAction } from '../sections/about/AboutCallToAction';
import { AboutStats } from '../sections/about/AboutStats';
import { TeamGroups } from '../sections/about/TeamGroups';
import { TechBadges } from '../sections/about/TechBadges';
import { PRINCIPLES, VALUES, ValueGrid } from '../sections/about/ValueGrid';
import * as styles from './AboutPage.css';
import { useAboutMessages } from '../sections/about/i18n';

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
  const t = useAboutMessages();
  return (
    <div className={styles.page}>
      <PageMeta
        title={t('metaTitle')}
        description={t('metaDescription')}
        path="/about"
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>

      <Section id="about-mission" title={t('missionTitle')}>
        <div className={styles.prose}>
          <p className={styles.paragraph}>{t('mission1')}</p>
          <p className={styles.paragraph}>{t('mission2')}</p>
          <p className={styles.paragraph}>{t.rich('mission3', { api: (children) => <Link href="/docs/api">{children}</Link> })}</p>
        </div>
      </Section>

      <Section id="about-stats" title={t('numbersTitle')}>
        <AboutStats />
      </Section>

      <Section id="about-principles" title={t('principlesTitle')} intro={t('principlesIntro')}>
        <ValueGrid items={PRINCIPLES} />
      </Section>

      <Section id="about-values" title={t('valuesTitle')} intro={t('valuesIntro')}>
        <ValueGrid items={VALUES} />
      </Section>

      <Section id="about-team" title={t('teamTitle')} intro={t('teamIntro')}>
        <TeamGroups />
      </Section>

      <Section id="about-tech" title={t('techTitle')} intro={t('techIntro')}>
        <TechBadges />
      </Section>

      <AboutCallToAction />
    </div>
  );
}
