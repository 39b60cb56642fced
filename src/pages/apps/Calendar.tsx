import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function CalendarPage() {
  return <PlaceholderPage titleKey="pages.apps.calendar" sectionKey="pages.sections.apps" />;
}
