import { defineFeature } from '@/lib/feature';
import tablesSlice from './tablesSlice';
import { tablesSaga } from './tablesSaga';

/** Injected with the tables routes (pages/tables/* export it in `features`). */
export const tablesFeature = defineFeature({
  name: 'tables',
  slice: tablesSlice,
  saga: tablesSaga,
});
