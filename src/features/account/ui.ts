export { ProfileCard } from './components/ProfileCard';
export { ProfileTabs } from './components/ProfileTabs';
export { ActivityTimeline } from './components/ActivityTimeline';
export { InvoiceView } from './components/InvoiceView';
export { PricingPlans } from './components/PricingPlans';
