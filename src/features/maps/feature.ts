import { defineFeature } from '@/lib/feature';
import { requestsSaga } from '@/lib/request';
import mapsSlice from './mapsSlice';
import { mapsRequests } from './requests';

/** Injected with the vector maps route (pages/maps/VectorMaps exports it in `features`). */
export const mapsFeature = defineFeature({
  name: 'maps',
  slice: mapsSlice,
  saga: requestsSaga(...mapsRequests),
});
