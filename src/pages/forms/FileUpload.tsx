import { CardPage } from '@/components/CardPage';
import { formsFeature } from '@/features/forms';
import { FileUploader, formsMessages } from '@/features/forms/ui';

export const features = [formsFeature];
export const messages = formsMessages;

export default function FileUploadPage() {
  return (
    <CardPage>
      <FileUploader />
    </CardPage>
  );
}
