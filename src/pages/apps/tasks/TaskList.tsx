import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function TaskListPage() {
  return <PlaceholderPage titleKey="pages.apps.tasksList" sectionKey="pages.sections.apps" />;
}
