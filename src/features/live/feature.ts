import { defineFeature } from '@/lib/feature';
import { liveSaga } from './liveSaga';
import { liveSlice } from './liveSlice';

/**
 * Live updates: loaded with the signed-in frame (app/routes/routeTable.tsx), never with the
 * sign-in pages; its saga then follows the session (starts at sign-in, stops at sign-out).
 */
export const liveFeature = defineFeature({ name: 'live', slice: liveSlice, saga: liveSaga });
