import { recordPage } from '@/components/titledPage';
import { accountFeature, accountMessages } from '@/features/account';
import { InvoiceView } from '@/features/account/ui';

export const features = [accountFeature];
export const messages = accountMessages;

/** `/pages/invoice/:id?`: that invoice, or the newest without an id. */
export default recordPage(InvoiceView);
