import { tickingClock } from '../../ui/ticking-clock';

/** "Now" for relative times and the Expired verdict, ticking every 15 s while a decoder is on screen. */
export const useClock = tickingClock(15_000);
