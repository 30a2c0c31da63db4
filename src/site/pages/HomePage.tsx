import { Badge } from '../../ui/components/Badge';
import { Card } from '../../ui/components/Card';
import { Icon } from '../../ui/components/Icon';
import { Grid } from '../../ui/components/Layout';
import { Link } from '../../ui/components/Link';
import { catalogue } from '../../tools/catalogue';
import * as styles from './pages.css';

const available = catalogue.filter((tool) => tool.load);

export function HomePage() {
  return (
    <>
      <title>Toolshed — free tools that run in your browser</title>
      <meta name="description" content="Free, private utility tools that run entirely in your browser, and embed on any page with one script tag." />
      <div className={styles.pageHeader}>
        <h1 className={styles.title}>Toolshed</h1>
        <p className={styles.lead}>
          Free utility tools that run entirely in your browser. Nothing you type or upload leaves your device, and every
          tool can be embedded on any page with one script tag.
        </p>
      </div>
      <section aria-labelledby="available-tools">
        <h2 id="available-tools" className={styles.sectionTitle}>
          Tools
        </h2>
        <Grid as="ul" min="md" gap="md" className={styles.plainList}>
          {available.map((tool) => (
            <li key={tool.id}>
              <Card as="article" interactive>
                <div className={styles.toolCardLink}>
                  <Icon icon={tool.icon} size={24} />
                  <Link href={`/tools/${tool.id}`} variant="standalone">
                    {tool.name}
                  </Link>
                  <p className={styles.cardText}>{tool.description}</p>
                  {tool.popular ? <Badge tone="accent">Popular</Badge> : null}
                </div>
              </Card>
            </li>
          ))}
        </Grid>
      </section>
    </>
  );
}
