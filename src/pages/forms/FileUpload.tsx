import Card from 'react-bootstrap/Card';
import { PageTitle } from '@/components/PageTitle';
import { formsFeature } from '@/features/forms';
import { FileUploader, formsMessages } from '@/features/forms/ui';

export const features = [formsFeature];
export const messages = formsMessages;

export default function FileUploadPage() {
  return (
    <>
      <PageTitle />
      <Card>
        <Card.Body>
          <FileUploader />
        </Card.Body>
      </Card>
    </>
  );
}
