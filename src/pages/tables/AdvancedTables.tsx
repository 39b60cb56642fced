import Card from 'react-bootstrap/Card';
import { PageTitle } from '@/components/PageTitle';
import { tablesFeature } from '@/features/tables';
import { PeopleTable, tablesMessages } from '@/features/tables/ui';

export const features = [tablesFeature];
export const messages = tablesMessages;

export default function AdvancedTablesPage() {
  return (
    <>
      <PageTitle />
      <Card>
        <Card.Body>
          <PeopleTable />
        </Card.Body>
      </Card>
    </>
  );
}
