import { titledPage } from '@/components/titledPage';
import { emailFeature, emailMessages } from '@/features/email';
import { EmailInbox } from '@/features/email/ui';

export const features = [emailFeature];
export const messages = emailMessages;

export default titledPage(EmailInbox);
