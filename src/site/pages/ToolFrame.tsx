import { use, useState } from 'react';
import { Card } from '../../ui/components/Card';
import { Grid } from '../../ui/components/Layout';
import { useToolGuide, type ToolGuide } from '../../tools/guide';
import type { ToolModule } from '../../tools/loaders';
import type { Catalog } from '../../i18n/catalog';
import { ShareStateContext } from '../../tools/share-state';
import { AriaScope } from '../AriaScope';
import { DeferredSection, PageHydrated } from '../PageHydrated';
import { linkNoteText } from '../share/link-notes';
import { ShareBar } from '../share/ShareBar';
import { useShareLink } from '../share/useShareLink';
import * as styles from './pages.css';
import { useToolFrameMessages } from '../share/i18n';

/**
 * The feature cards and steps under the tool. Their words are a chunk of their own (the tool
 * catalog's guide part, scripts/vite-messages.ts), never in the page's initial JS: the prerendered
 * guide stays as it is until the chunk has arrived after hydration, then hydrates.
 */
function ToolGuideSection({ guide, messages }: { guide: ToolGuide | undefined; messages: Catalog<string> | undefined }) {
  const shown = useToolGuide(guide, messages);
  return shown ? <Guide guide={shown} /> : null;
}

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

/** Whether this render writes the page's HTML or hydrates it (rather than showing a client-side visit). */
const prerenderedOrHydrating = (): boolean => typeof window === 'undefined' || globalThis.__toolshedHydration?.hydrating === true;

/**
 * A tool page's interactive part: the share bar, the tool and its guide, inside AriaScope.
 * Code-split from ToolPage (it loads with the tool, src/site/tool-modules.ts), so the react-aria
 * the tools and the share bar need is not in the entry every page loads.
 */
export function ToolFrame({ toolId, module }: { toolId: string; module: Promise<ToolModule> }) {
  const { default: Tool, api, ...parts } = use(module);
  // A tool whose content is secret or a file (api.share === false) has no link to offer: no
  // share controls, and its settings are neither read from nor written to the address.
  const shareable = api?.share === false ? undefined : api;
  const share = useShareLink(toolId, shareable);
  const t = useToolFrameMessages();
  // A prerendered page keeps its guide's HTML until the words arrive after hydration; a tool shown
  // by a client-side visit waits for them instead (one more small chunk), so its guide does not
  // appear a moment after it and push what follows down (React reveals a later boundary 300 ms on).
  const [deferGuide] = useState(prerenderedOrHydrating);
  const guide = parts.guide ? <ToolGuideSection guide={parts.guide} messages={parts.messages} /> : null;
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
      {guide && deferGuide ? <DeferredSection>{guide}</DeferredSection> : guide}
    </AriaScope>
  );
}
