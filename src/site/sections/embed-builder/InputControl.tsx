import type { InputValue, ToolInput } from '../../../tools/api';
import { NumberField } from '../../../ui/components/NumberField';
import { Select } from '../../../ui/components/Select';
import { Switch } from '../../../ui/components/Switch';
import { TextArea } from '../../../ui/components/TextArea';
import { TextField } from '../../../ui/components/TextField';

/** Strings longer than this get a multi-line field (initial texts, lists). */
const LONG_TEXT = 200;

export interface InputControlProps {
  input: ToolInput;
  value: InputValue;
  onChange: (value: InputValue) => void;
}

/**
 * One declared input as a control, generated from its declaration: an enum is a select, a boolean
 * a switch, a number a number field with its range, a string a text field. The label is the
 * attribute's name (what the snippet will say), the help text its declared description.
 */
export function InputControl({ input, value, onChange }: InputControlProps) {
  switch (input.type) {
    case 'enum':
      return (
        <Select
          label={input.name}
          description={input.description}
          items={input.values.map((option) => ({ id: option, label: option }))}
          selectedKey={String(value)}
          onSelectionChange={onChange}
        />
      );
    case 'boolean':
      return (
        <Switch description={input.description} isSelected={value === true} onChange={onChange}>
          {input.name}
        </Switch>
      );
    case 'number':
      return (
        <NumberField
          label={input.name}
          description={input.description}
          value={typeof value === 'number' ? value : input.default}
          minValue={input.min}
          maxValue={input.max}
          step={input.integer ? 1 : undefined}
          formatOptions={{ useGrouping: false, maximumFractionDigits: input.integer ? 0 : 6 }}
          // A cleared field is NaN: the input goes back to its default.
          onChange={(next) => onChange(Number.isFinite(next) ? next : input.default)}
        />
      );
    case 'string': {
      const text = String(value);
      return input.maxLength === undefined || input.maxLength > LONG_TEXT ? (
        <TextArea label={input.name} description={input.description} value={text} onChange={onChange} maxLength={input.maxLength} minHeight="sm" />
      ) : (
        <TextField label={input.name} description={input.description} value={text} onChange={onChange} maxLength={input.maxLength} />
      );
    }
  }
}
