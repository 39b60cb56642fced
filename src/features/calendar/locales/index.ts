import type { PageMessages } from '@/lib/feature';
import en from './en.json';
import it from './it.json';

const messages: PageMessages = { en, it };
export default messages;
