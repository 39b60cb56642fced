import { defineFeature } from '@/lib/feature';
import mapsSlice from './mapsSlice';
import { mapsSaga } from './mapsSaga';

/** Injected with the vector maps route (pages/maps/VectorMaps exports it in `features`). */
export const mapsFeature = defineFeature({ name: 'maps', slice: mapsSlice, saga: mapsSaga });
