import { NumberField } from '../../ui/components/NumberField';
import { Select } from '../../ui/components/Select';
import { TextArea } from '../../ui/components/TextArea';
import { CRAWL_DELAY_MAX, validCrawlDelay, type Policy, type Rules } from './robots-generator';

const POLICY_ITEMS = [
  { id: 'allow', label: 'Allow everything' },
  { id: 'disallow', label: 'Block everything' },
];

export interface RulesFieldProps {
  rules: Rules;
  onChange: (patch: Partial<Rules>) => void;
}

export function PolicySelect({ rules, onChange }: RulesFieldProps) {
  return (
    <Select
      label="Default"
      items={POLICY_ITEMS}
      selectedKey={rules.policy}
      onSelectionChange={(key) => onChange({ policy: key as Policy })}
      description="What may be crawled when no path says otherwise."
    />
  );
}

export function CrawlDelayField({ rules, onChange }: RulesFieldProps) {
  return (
    <NumberField
      label="Crawl-delay (seconds)"
      minValue={0}
      maxValue={CRAWL_DELAY_MAX}
      step={1}
      value={rules.crawlDelay ?? Number.NaN}
      onChange={(value) => onChange({ crawlDelay: validCrawlDelay(value) })}
      description="Empty for none. Bing and Yandex honor it; Google ignores it."
    />
  );
}

/** Disallowed and allowed path lists; `hints` shows example paths as placeholders. */
export function PathFields({ rules, onChange, hints = false }: RulesFieldProps & { hints?: boolean }) {
  return (
    <>
      <TextArea
        label="Disallowed paths"
        value={rules.disallow}
        onChange={(disallow) => onChange({ disallow })}
        placeholder={hints ? 'e.g. /admin/\n/*.pdf$' : undefined}
        description="One per line. * matches any characters, $ marks the end of the URL."
        minHeight="sm"
        mono
        spellCheck={false}
      />
      <TextArea
        label="Allowed paths"
        value={rules.allow}
        onChange={(allow) => onChange({ allow })}
        placeholder={hints ? 'e.g. /admin/public/' : undefined}
        description="Exceptions: the longest matching path wins, Allow wins a tie."
        minHeight="sm"
        mono
        spellCheck={false}
      />
    </>
  );
}
