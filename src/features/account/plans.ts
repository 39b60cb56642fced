import type { Billing, PlanId } from '@/contract/account';

export interface Plan {
  id: PlanId;
  /** USD per month, billed monthly. */
  monthly: number;
  /** USD per year, billed yearly. */
  yearly: number;
  recommended?: boolean;
  /** Keys under account.pricing.features. */
  features: string[];
}

/** The template's three plans ($19, $29 recommended, $49 a month); a year costs ten months. */
export const PLANS: readonly Plan[] = [
  { id: 'starter', monthly: 19, yearly: 190, features: ['projects5', 'storage10', 'support'] },
  {
    id: 'professional',
    monthly: 29,
    yearly: 290,
    recommended: true,
    features: ['projects25', 'storage50', 'support', 'reports'],
  },
  {
    id: 'business',
    monthly: 49,
    yearly: 490,
    features: ['projectsUnlimited', 'storage200', 'prioritySupport', 'reports', 'sso'],
  },
];

/** What a plan costs for the chosen billing, and what a year saves against paying monthly. */
export function planPrice(plan: Plan, billing: Billing): { amount: number; saving: number } {
  return billing === 'monthly'
    ? { amount: plan.monthly, saving: 0 }
    : { amount: plan.yearly, saving: plan.monthly * 12 - plan.yearly };
}
