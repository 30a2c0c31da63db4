import { use } from 'react';
import { Card } from '../../ui/components/Card';
import { Grid } from '../../ui/components/Layout';
import { useToolGuide, type ToolGuide } from '../../tools/guide';
import type { ToolModule } from '../../tools/loaders';
import { ShareStateContext } from '../../tools/share-state';
import { AriaScope } from '../AriaScope';
import { PageHydrated } from '../PageHydrated';
import { linkNoteText } from '../share/link-notes';
import { ShareBar } from '../share/ShareBar';
import { useShareLink } from '../share/useShareLink';
import * as styles from './pages.css';
import { useToolFrameMessages } from '../share/i18n';

function Guide({ guide }: { guide: ToolGuide }) {
  const t = useToolFrameMessages();
  return (
    <div className={styles.guide}>
        <Card title={t('features')} headingLevel={2}>
          <Grid min="sm" gap="md">
            {guide.features.map((f) => (
              <div key={f.title}>
                <h3 className={styles.featureTitle}>{f.title}</h3>
                <p className={styles.cardText}>{f.text}</p>
              </div>
            ))}
          </Grid>
        </Card>
        <Card title={t('howToUse')} headingLevel={2}>
          <ol className={styles.stepList}>
            {guide.steps.map((s) => (
              <li key={s.title}>
                <strong>{s.title}.</strong> <span className={styles.cardText}>{s.text}</span>
              </li>
            ))}
          </ol>
        </Card>
    </div>
  );
}

/**
 * A tool page's interactive part: the share bar, the tool and its guide, inside AriaScope.
 * Code-split from ToolPage (it loads with the tool, src/site/tool-modules.ts), so the react-aria
 * the tools and the share bar need is not in the entry every page loads.
 */
export function ToolFrame({ toolId, module }: { toolId: string; module: Promise<ToolModule> }) {
  const { default: Tool, api, ...parts } = use(module);
  const guide = useToolGuide(parts.guide, parts.messages);
  // A tool whose content is secret or a file (api.share === false) has no link to offer: no
  // share controls, and its settings are neither read from nor written to the address.
  const shareable = api?.share === false ? undefined : api;
  const share = useShareLink(toolId, shareable);
  const t = useToolFrameMessages();
  return (
    <AriaScope>
      {shareable ? (
        <ShareBar
          getLink={share.flush}
          isPrivate={share.isPrivate}
          onPrivateChange={share.setPrivate}
          tooLarge={share.tooLarge}
          linkNote={linkNoteText(toolId, shareable.linkNote, t)}
        />
      ) : null}
      <ShareStateContext value={share.report}>
        <Tool key={share.mountKey} {...share.linkProps} />
      </ShareStateContext>
      <PageHydrated />
      {guide ? <Guide guide={guide} /> : null}
    </AriaScope>
  );
}
