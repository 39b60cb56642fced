import { PageTitle } from '@/components/PageTitle';
import { emailFeature, emailMessages } from '@/features/email';
import { EmailCompose } from '@/features/email/ui';

export const features = [emailFeature];
export const messages = emailMessages;

export default function ComposePage() {
  return (
    <>
      <PageTitle />
      <EmailCompose />
    </>
  );
}
