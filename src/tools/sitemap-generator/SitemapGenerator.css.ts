export { toolRoot as root } from '../layout.css';
import { splitLayout } from '../layout.css';

/** Input and defaults beside the output once the tool is wide enough (site or embed). */
export const layout = splitLayout('52rem', 'minmax(0, 1fr) minmax(0, 1fr)');
