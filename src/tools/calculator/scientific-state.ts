/**
 * The scientific mode's field and history as pure functions (no React, no DOM): what pressing
 * a key, Enter or a history entry does to the text, the caret and the history.
 */
import { EXPRESSION_HISTORY_LIMIT, MESSAGES, evaluate, type AngleUnit, type Evaluation, type ExpressionWords } from './expression';

export interface ScientificEntry {
  expression: string;
  /** The result as shown, plain ("1234.5", "1.5e+20"). */
  result: string;
}

export interface ScientificState {
  /** The text in the expression field. */
  text: string;
  /** Where the caret goes after the next render (null: leave it). */
  caret: number | null;
  /** The expression that produced the result now in the field ("2+3*4"), shown as "2+3*4 =". */
  done: string | null;
  /** The last result shown, kept while the field holds something unfinished ("2+"). */
  shown: string;
  /** The message for the expression Enter was pressed on, until the text changes. */
  error: string | null;
  history: ScientificEntry[];
}

export const initialScientific = (text = '', angle: AngleUnit = 'deg'): ScientificState => {
  const evaluation = evaluate(text, angle);
  return { text, caret: null, done: null, shown: evaluation.status === 'ok' ? evaluation.text : '0', error: null, history: [] };
};

/** The field after typing or a key: the result follows the text when it is complete. */
export function edit(state: ScientificState, text: string, caret: number | null, angle: AngleUnit): ScientificState {
  const evaluation = evaluate(text, angle);
  return {
    ...state,
    text,
    caret,
    done: null,
    error: null,
    shown: evaluation.status === 'ok' ? evaluation.text : evaluation.status === 'empty' ? '0' : state.shown,
  };
}

/** Puts `insert` in place of the selection [start, end) (the caret when they are equal). */
export function insertAt(state: ScientificState, insert: string, start: number, end: number, angle: AngleUnit): ScientificState {
  const text = state.text.slice(0, start) + insert + state.text.slice(end);
  return edit(state, text, start + insert.length, angle);
}

/** Backspace: the selection, or the character before the caret. */
export function deleteBack(state: ScientificState, start: number, end: number, angle: AngleUnit): ScientificState {
  if (start !== end) return insertAt(state, '', start, end, angle);
  if (start === 0) return state;
  // A whole code point, not half of a surrogate pair.
  const before = Array.from(state.text.slice(0, start));
  before.pop();
  const from = before.join('').length;
  return insertAt(state, '', from, start, angle);
}

export type Outcome = { state: ScientificState; evaluation: Evaluation };

/** Enter or =: a result goes to the history and into the field; an error (in `words`) is kept beside the field. */
export function submit(state: ScientificState, angle: AngleUnit, words: ExpressionWords = MESSAGES): Outcome {
  const evaluation = evaluate(state.text, angle, words);
  if (evaluation.status === 'empty') return { state, evaluation };
  if (evaluation.status === 'error') return { state: { ...state, error: evaluation.message }, evaluation };
  const expression = state.text.trim();
  // Enter on a bare result changes nothing and adds nothing.
  if (state.done !== null && expression === evaluation.text) return { state, evaluation };
  const entry: ScientificEntry = { expression, result: evaluation.text };
  return {
    state: {
      ...state,
      text: evaluation.text,
      caret: evaluation.text.length,
      done: expression,
      shown: evaluation.text,
      error: null,
      history: [entry, ...state.history].slice(0, EXPRESSION_HISTORY_LIMIT),
    },
    evaluation,
  };
}

/** A history result replaces a finished result in the field, or goes in at the caret. */
export function reuseResult(state: ScientificState, result: string, start: number, end: number, angle: AngleUnit): ScientificState {
  if (state.done !== null || state.text.trim() === '') return edit(state, result, result.length, angle);
  return insertAt(state, result, start, end, angle);
}

/** A history expression replaces the field, ready to edit. */
export function reuseExpression(state: ScientificState, expression: string, angle: AngleUnit): ScientificState {
  return edit(state, expression, expression.length, angle);
}

/** The angle unit changed: an unfinished result follows it; a finished one stays as it is. */
export function reangle(state: ScientificState, angle: AngleUnit): ScientificState {
  if (state.done !== null) return state;
  const evaluation = evaluate(state.text, angle);
  return evaluation.status === 'ok' ? { ...state, shown: evaluation.text } : state;
}
