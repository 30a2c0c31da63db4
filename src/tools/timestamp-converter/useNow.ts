import { tickingClock } from '../../ui/ticking-clock';

/** The current time, ticking once a second while a converter is on screen (or `fixed`, in stories and tests). */
export const useNow = tickingClock(1000);
