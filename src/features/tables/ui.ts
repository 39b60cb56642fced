import en from './locales/en.json';
import it from './locales/it.json';

export { PeopleTable } from './components/PeopleTable';
export { BasicTablesDemo } from './components/BasicTablesDemo';
export const tablesMessages = { en, it };
