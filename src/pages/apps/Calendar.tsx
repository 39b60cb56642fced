import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function CalendarPage() {
  return <PlaceholderPage />;
}
