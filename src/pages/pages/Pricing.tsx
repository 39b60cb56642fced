import { PageTitle } from '@/components/PageTitle';
import { accountFeature, accountMessages } from '@/features/account';
import { PricingPlans } from '@/features/account/ui';

export const features = [accountFeature];
export const messages = accountMessages;

export default function PricingPage() {
  return (
    <>
      <PageTitle />
      <PricingPlans />
    </>
  );
}
