import { recordPage } from '@/components/titledPage';
import { emailFeature, emailMessages } from '@/features/email';
import { EmailDetailsView } from '@/features/email/ui';

export const features = [emailFeature];
export const messages = emailMessages;

export default recordPage(EmailDetailsView);
