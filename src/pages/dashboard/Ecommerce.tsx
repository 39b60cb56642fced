import { PageTitle } from '@/components/PageTitle';
import { dashboardFeature } from '@/features/dashboard';
import { StatsWidgets } from '@/features/dashboard/ui';

export const features = [dashboardFeature];

export default function EcommercePage() {
  return (
    <>
      <PageTitle />
      <StatsWidgets />
    </>
  );
}
