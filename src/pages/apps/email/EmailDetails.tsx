import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/PageTitle';
import { emailFeature, emailMessages } from '@/features/email';
import { EmailDetailsView } from '@/features/email/ui';

export const features = [emailFeature];
export const messages = emailMessages;

export default function EmailDetailsPage() {
  const { id } = useParams();
  return (
    <>
      <PageTitle />
      <EmailDetailsView id={id ?? null} />
    </>
  );
}
