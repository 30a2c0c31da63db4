import { useId, useMemo, useState } from 'react';
import { Badge } from '../../ui/components/Badge';
import { Stack } from '../../ui/components/Layout';
import { Select } from '../../ui/components/Select';
import { TextField } from '../../ui/components/TextField';
import { CRAWLERS, crawlerTokens, parseRobotsTxt, readTestUrl, testPath, urlPath, type Verdict } from './robots-generator';
import { crawlerLabel, robotsWords, type RobotsTranslate } from './i18n';
import * as styles from './RobotsGenerator.css';

export interface RobotsTesterProps {
  robotsTxt: string;
  /** User-agents named in the file that are not in the well-known list. */
  customAgents: string[];
  /** The tool's words in the page's locale. */
  t: RobotsTranslate;
}

const ANY = '*';

function groupName(agents: string[], t: RobotsTranslate) {
  return agents.map((a) => (a === '*' ? t('allCrawlersGroup') : a)).join(', ');
}

function explain(verdict: Verdict, line: string | undefined, tokens: string[], t: RobotsTranslate): string {
  switch (verdict.kind) {
    case 'robots-txt':
      return t('verdict.robotsTxt');
    case 'no-group':
      return t('verdict.noGroup');
    case 'no-rule':
      return t('verdict.noRule', { group: groupName(verdict.agents, t) });
    case 'rule': {
      const own = verdict.agents.some((a) => a.toLowerCase() === tokens[0]!.toLowerCase());
      const fallback = own || tokens[0] === ANY ? 'no' : 'yes';
      // The line number as written in the file (no digit grouping).
      return t('verdict.rule', { line: String(verdict.rule.line), text: line ?? '', group: groupName(verdict.agents, t), fallback });
    }
  }
}

/** "Is URL X allowed for crawler Y?" against the file being built. */
export function RobotsTester({ robotsTxt, customAgents, t }: RobotsTesterProps) {
  const [url, setUrl] = useState('');
  const [agent, setAgent] = useState(ANY);
  const resultId = useId();
  const parsed = useMemo(() => parseRobotsTxt(robotsTxt), [robotsTxt]);
  const items = useMemo(
    () => [
      { id: ANY, label: t('anyCrawler') },
      ...customAgents.filter((a) => !CRAWLERS.some((c) => c.token.toLowerCase() === a.toLowerCase())).map((a) => ({ id: a, label: a })),
      ...CRAWLERS.map((c) => ({ id: c.token, label: crawlerLabel(t, c.token) })),
    ],
    [customAgents, t],
  );
  const selected = items.some((i) => i.id === agent) ? agent : ANY;

  const input = url.trim() === '' ? null : readTestUrl(url, robotsWords(t));
  // "Any other crawler" is one no group names: it gets the * group.
  const tokens = selected === ANY ? [ANY] : crawlerTokens(selected);
  const verdict = input?.ok ? testPath(parsed, urlPath(input.url), tokens) : null;
  const line = verdict?.kind === 'rule' ? robotsTxt.split('\n')[verdict.rule.line - 1] : undefined;

  return (
    <Stack gap="md">
      <TextField
        label={t('urlOrPath')}
        value={url}
        onChange={setUrl}
        placeholder={t('urlOrPathPlaceholder')}
        isInvalid={input?.ok === false}
        errorMessage={input?.ok === false ? input.message : undefined}
        mono
        spellCheck="false"
        aria-describedby={resultId}
      />
      <Select label={t('testAs')} items={items} selectedKey={selected} onSelectionChange={setAgent} />
      <div id={resultId} role="status" aria-live="polite" aria-atomic="true" className={styles.verdict}>
        {verdict ? (
          <>
            <Badge tone={verdict.allowed ? 'success' : 'danger'}>{verdict.allowed ? t('allowedBadge') : t('blockedBadge')}</Badge>
            <p className={styles.verdictText}>{explain(verdict, line, tokens, t)}</p>
          </>
        ) : input === null ? (
          <p className={styles.muted}>{t('testPrompt')}</p>
        ) : null}
      </div>
    </Stack>
  );
}
