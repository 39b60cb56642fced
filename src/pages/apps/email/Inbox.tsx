import { PageTitle } from '@/components/PageTitle';
import { emailFeature, emailMessages } from '@/features/email';
import { EmailInbox } from '@/features/email/ui';

export const features = [emailFeature];
export const messages = emailMessages;

export default function InboxPage() {
  return (
    <>
      <PageTitle />
      <EmailInbox />
    </>
  );
}
