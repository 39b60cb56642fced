import { titledPage } from '@/components/titledPage';
import { AdvancedFormsDemo } from './components/AdvancedFormsDemo';
import en from './locales/en.json';
import it from './locales/it.json';

export const messages = { en, it };

export default titledPage(AdvancedFormsDemo);
