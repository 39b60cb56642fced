import { titledPage } from '@/components/titledPage';
import { BasicFormsDemo } from './components/BasicFormsDemo';
import en from './locales/en.json';
import it from './locales/it.json';

export const messages = { en, it };

export default titledPage(BasicFormsDemo);
