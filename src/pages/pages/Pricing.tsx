import { titledPage } from '@/components/titledPage';
import { accountFeature, accountMessages } from '@/features/account';
import { PricingPlans } from '@/features/account/ui';

export const features = [accountFeature];
export const messages = accountMessages;

export default titledPage(PricingPlans);
