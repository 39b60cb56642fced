import { CardPage } from '@/components/CardPage';
import { tablesFeature } from '@/features/tables';
import { PeopleTable, tablesMessages } from '@/features/tables/ui';

export const features = [tablesFeature];
export const messages = tablesMessages;

export default function AdvancedTablesPage() {
  return (
    <CardPage>
      <PeopleTable />
    </CardPage>
  );
}
