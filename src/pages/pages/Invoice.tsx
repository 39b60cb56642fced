import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/PageTitle';
import { accountFeature, accountMessages } from '@/features/account';
import { InvoiceView } from '@/features/account/ui';

export const features = [accountFeature];
export const messages = accountMessages;

/** `/pages/invoice/:id?`: that invoice, or the newest without an id. */
export default function InvoicePage() {
  const { id } = useParams();
  return (
    <>
      <PageTitle />
      <InvoiceView id={id ?? null} />
    </>
  );
}
