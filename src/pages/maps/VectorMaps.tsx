import { titledPage } from '@/components/titledPage';
import { mapsFeature } from '@/features/maps';
import { VectorMapsDemo, mapsMessages } from '@/features/maps/ui';

export const features = [mapsFeature];
export const messages = mapsMessages;

export default titledPage(VectorMapsDemo);
