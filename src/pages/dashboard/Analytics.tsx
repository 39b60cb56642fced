import { titledPage } from '@/components/titledPage';
import { chartMessages } from '@/components/charts';
import { analyticsFeature } from '@/features/analytics';
import { AnalyticsDashboard, analyticsMessages } from '@/features/analytics/ui';
import { mergeMessages } from '@/lib/messages';

export const features = [analyticsFeature];
export const messages = mergeMessages(analyticsMessages, chartMessages);

export default titledPage(AnalyticsDashboard);
