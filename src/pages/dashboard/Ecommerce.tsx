import { PageTitle } from '@/components/PageTitle';
import { chartMessages } from '@/components/charts';
import { widgetMessages } from '@/components/widgets';
import { dashboardFeature } from '@/features/dashboard';
import {
  DownloadMenu,
  EcommerceDashboard,
  PeriodControl,
  dashboardMessages,
} from '@/features/dashboard/ui';
import { mergeMessages } from '@/lib/messages';

export const features = [dashboardFeature];
export const messages = mergeMessages(dashboardMessages, chartMessages, widgetMessages);

export default function EcommercePage() {
  return (
    <>
      <PageTitle
        actions={
          <>
            <PeriodControl />
            <DownloadMenu />
          </>
        }
      />
      <EcommerceDashboard />
    </>
  );
}
