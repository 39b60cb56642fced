// The route sweep, layout shift (a desktop): see sweepShift.mjs.
import { DEVICES, sweepLayoutShift } from './sweepShift.mjs';

await sweepLayoutShift(DEVICES.desktop);
