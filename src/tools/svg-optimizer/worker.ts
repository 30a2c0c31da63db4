/** Optimizes SVG off the main thread: the same SVGO build and settings as the page's fallback. */
import { optimize } from 'svgo/browser';
import { serveTasks } from '../../ui/tasks';
import { optimizeTask, type OptimizeInput } from './svg-optimizer';

serveTasks({ optimize: (input: OptimizeInput) => optimizeTask(input, optimize) });
