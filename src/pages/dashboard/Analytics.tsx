import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function AnalyticsPage() {
  return (
    <PlaceholderPage titleKey="pages.dashboard.analytics" sectionKey="pages.sections.dashboards" />
  );
}
