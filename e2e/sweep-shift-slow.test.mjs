// The route sweep, layout shift on a phone with every API answer 3 s late (the demo backend's
// api-slow scenario): what a slow link or a slow server shows, on the pages that read the
// API. See sweepShift.mjs.
import { DEVICES, sweepLayoutShift } from './sweepShift.mjs';

await sweepLayoutShift(DEVICES.phone, { scenario: 'api-slow' });
