import { WidgetRow } from '@/components/WidgetRow';
import {
  ConversationWidget,
  OrdersWidget,
  OverviewWidget,
  PerformersWidget,
  RevenueWidget,
  SalesWidget,
  TargetsWidget,
  TasksWidget,
} from './EcommerceWidgets';
import { StatsWidgets } from './StatsWidgets';

/** The ecommerce dashboard's widgets (leaving the page cancels what is still loading: the route's `pageLeft`). */
export function EcommerceDashboard() {
  return (
    <>
      <StatsWidgets />
      <WidgetRow
        className="g-3 mt-0"
        cells={[
          [OverviewWidget, { xl: 3, lg: 6 }],
          [RevenueWidget, { xl: 5, lg: 6 }],
          [TargetsWidget, { xl: 4 }],
          [SalesWidget, { xl: 5 }],
          [OrdersWidget, { xl: 7 }],
          [PerformersWidget, { xl: 4, lg: 6 }],
          [TasksWidget, { xl: 4, lg: 6 }],
          [ConversationWidget, { xl: 4 }],
        ]}
      />
    </>
  );
}
