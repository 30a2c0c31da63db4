import { inputsResultLayout } from '../layout.css';

export { toolRoot as root } from '../layout.css';
export { inputArea, resultArea, optionsArea, status, note, hint, actions } from '../result-card.css';

/** The inputs, the result beside them from 52rem (see layout.css.ts). */
export const layout = inputsResultLayout();
