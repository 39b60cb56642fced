// The route sweep, layout shift (a phone, its CPU four times slower): see sweepShift.mjs.
import { DEVICES, sweepLayoutShift } from './sweepShift.mjs';

await sweepLayoutShift(DEVICES.phone);
