import { createElement, use, type ComponentProps } from 'react';
import type { InputValue, ToolApi, ToolInput } from '../../../tools/api';
import type { NumberField as NumberFieldComponent } from '../../../ui/components/NumberField';
import { Select } from '../../../ui/components/Select';
import { Switch } from '../../../ui/components/Switch';
import { TextArea } from '../../../ui/components/TextArea';
import { TextField } from '../../../ui/components/TextField';
import { track } from '../../../ui/tracked';

/** Strings longer than this get a multi-line field (initial texts, lists). */
const LONG_TEXT = 200;

let numberField: Promise<typeof NumberFieldComponent> | undefined;

/**
 * NumberField's code (react-aria's number field, number parsing, its step buttons: about 4 kB gzip),
 * which the builder's default tool does not need: it loads with the declaration of a tool that has
 * a number input (`loadControls`), so the page starts without it and a control never waits.
 */
const loadNumberField = () => (numberField ??= track(import('../../../ui/components/NumberField').then((module) => module.NumberField)));

/** Loads the code of the controls a declaration needs beyond the page's own; resolves once they render at once. */
export function loadControls(api: ToolApi): Promise<unknown> {
  return api.inputs.some((input) => input.type === 'number' && !input.secret) ? loadNumberField() : Promise.resolve();
}

/** NumberField once its code is in (loaded before the tool's controls are shown, so this does not suspend). */
function LoadedNumberField(props: ComponentProps<typeof NumberFieldComponent>) {
  return createElement(use(loadNumberField()), props);
}

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
        <LoadedNumberField
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
