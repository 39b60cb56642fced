import en from './locales/en.json';
import it from './locales/it.json';

/** The account pages' texts (`account.*`), exported by each account page module. */
export const accountMessages = { en, it };
