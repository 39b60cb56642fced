import { PageTitle } from '@/components/PageTitle';
import { filesFeature } from '@/features/files';
import { FileManager, filesMessages } from '@/features/files/ui';

export const features = [filesFeature];
export const messages = filesMessages;

export default function FileManagerPage() {
  return (
    <>
      <PageTitle />
      <FileManager />
    </>
  );
}
