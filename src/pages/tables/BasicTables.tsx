import { titledPage } from '@/components/titledPage';
import { tablesFeature } from '@/features/tables';
import { BasicTablesDemo, tablesMessages } from '@/features/tables/ui';

export const features = [tablesFeature];
export const messages = tablesMessages;

export default titledPage(BasicTablesDemo);
