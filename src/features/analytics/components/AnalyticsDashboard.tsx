import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { WidgetRow } from '@/components/WidgetRow';
import { analyticsPageLeft, analyticsPageOpened } from '../analyticsSlice';
import { BrowsersCard, NewUsersCard, OverviewCards, SocialTrafficCard } from './AnalyticsWidgets';
import { LiveViewsCard } from './LiveViewsCard';
import { LocationsCard } from './LocationsCard';
import { TrafficTablesCards } from './TrafficTablesCards';

/**
 * The analytics dashboard: opening it loads every widget and starts the views-per-minute
 * poll; leaving it cancels the loads in flight and stops the poll.
 */
export function AnalyticsDashboard() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(analyticsPageOpened());
    return () => void dispatch(analyticsPageLeft());
  }, [dispatch]);
  return (
    <div className="d-flex flex-column gap-3">
      <OverviewCards />
      <WidgetRow
        cells={[
          [NewUsersCard, { xl: 4 }],
          [SocialTrafficCard, { xl: 8 }],
        ]}
      />
      <TrafficTablesCards />
      <WidgetRow
        cells={[
          [LiveViewsCard, { xl: 5 }],
          [LocationsCard, { xl: 7 }],
        ]}
      />
      <WidgetRow cells={[[BrowsersCard, { xl: 5 }]]} />
    </div>
  );
}
