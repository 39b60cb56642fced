import { cardPage } from '@/components/titledPage';
import { tablesFeature } from '@/features/tables';
import { PeopleTable, tablesMessages } from '@/features/tables/ui';

export const features = [tablesFeature];
export const messages = tablesMessages;

export default cardPage(PeopleTable);
