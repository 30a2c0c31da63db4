import { useId, useMemo, useState } from 'react';
import { Badge } from '../../ui/components/Badge';
import { Stack } from '../../ui/components/Layout';
import { Select } from '../../ui/components/Select';
import { TextField } from '../../ui/components/TextField';
import { CRAWLERS, crawlerTokens, parseRobotsTxt, readTestUrl, testPath, urlPath, type Verdict } from './robots-generator';
import * as styles from './RobotsGenerator.css';

export interface RobotsTesterProps {
  robotsTxt: string;
  /** User-agents named in the file that are not in the well-known list. */
  customAgents: string[];
}

const ANY = '*';

function groupName(agents: string[]) {
  return agents.map((a) => (a === '*' ? 'all crawlers (*)' : a)).join(', ');
}

function explain(verdict: Verdict, line: string | undefined, tokens: string[]): string {
  switch (verdict.kind) {
    case 'robots-txt':
      return '/robots.txt itself is always allowed.';
    case 'no-group':
      return 'No group applies to this crawler, so everything is allowed.';
    case 'no-rule':
      return `No rule in the group for ${groupName(verdict.agents)} matches this path, so it is allowed.`;
    case 'rule': {
      const own = verdict.agents.some((a) => a.toLowerCase() === tokens[0]!.toLowerCase());
      const via = own || tokens[0] === ANY ? '' : ` (it has no group of its own)`;
      return `Line ${verdict.rule.line}, “${line ?? ''}”, is the longest matching rule in the group for ${groupName(verdict.agents)}${via}.`;
    }
  }
}

/** "Is URL X allowed for crawler Y?" against the file being built. */
export function RobotsTester({ robotsTxt, customAgents }: RobotsTesterProps) {
  const [url, setUrl] = useState('');
  const [agent, setAgent] = useState(ANY);
  const resultId = useId();
  const parsed = useMemo(() => parseRobotsTxt(robotsTxt), [robotsTxt]);
  const items = useMemo(
    () => [
      { id: ANY, label: 'Any other crawler (*)' },
      ...customAgents.filter((a) => !CRAWLERS.some((c) => c.token.toLowerCase() === a.toLowerCase())).map((a) => ({ id: a, label: a })),
      ...CRAWLERS.map((c) => ({ id: c.token, label: `${c.token} (${c.owner})` })),
    ],
    [customAgents],
  );
  const selected = items.some((i) => i.id === agent) ? agent : ANY;

  const input = url.trim() === '' ? null : readTestUrl(url);
  // "Any other crawler" is one no group names: it gets the * group.
  const tokens = selected === ANY ? [ANY] : crawlerTokens(selected);
  const verdict = input?.ok ? testPath(parsed, urlPath(input.url), tokens) : null;
  const line = verdict?.kind === 'rule' ? robotsTxt.split('\n')[verdict.rule.line - 1] : undefined;

  return (
    <Stack gap="md">
      <TextField
        label="URL or path"
        value={url}
        onChange={setUrl}
        placeholder="e.g. /admin/login or https://example.com/admin/"
        isInvalid={input?.ok === false}
        errorMessage={input?.ok === false ? input.message : undefined}
        mono
        spellCheck="false"
        aria-describedby={resultId}
      />
      <Select label="Test as crawler" items={items} selectedKey={selected} onSelectionChange={setAgent} />
      <div id={resultId} role="status" aria-live="polite" aria-atomic="true" className={styles.verdict}>
        {verdict ? (
          <>
            <Badge tone={verdict.allowed ? 'success' : 'danger'}>{verdict.allowed ? 'Allowed' : 'Blocked'}</Badge>
            <p className={styles.verdictText}>{explain(verdict, line, tokens)}</p>
          </>
        ) : input === null ? (
          <p className={styles.muted}>Enter a URL or a path to see whether the crawler may fetch it.</p>
        ) : null}
      </div>
    </Stack>
  );
}
