import { PageMeta } from '../PageMeta';
import { CallToAction } from '../sections/home/CallToAction';
import { CategoryCards } from '../sections/home/CategoryCards';
import { Hero } from '../sections/home/Hero';
import { PopularTools } from '../sections/home/PopularTools';
import { StatCounters } from '../sections/home/StatCounters';
import { WhyChoose } from '../sections/home/WhyChoose';
import * as styles from '../sections/home/home.css';
import { useHomeMessages } from '../sections/home/i18n';

export function HomePage() {
  const t = useHomeMessages();
  return (
    <>
      <PageMeta
        tagline={t('metaTagline')}
        description={t('metaDescription')}
        path="/"
      />
      <div className={styles.page}>
        <Hero />
        <StatCounters />
        <PopularTools />
        <CategoryCards />
        <WhyChoose />
        <CallToAction />
      </div>
    </>
  );
}
