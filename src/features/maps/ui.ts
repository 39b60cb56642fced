import en from './locales/en.json';
import it from './locales/it.json';

export { VectorMapsDemo } from './components/VectorMapsDemo';
export { MarkerForm } from './components/MarkerForm';
export const mapsMessages = { en, it };
