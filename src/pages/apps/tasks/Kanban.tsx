import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function KanbanPage() {
  return <PlaceholderPage titleKey="pages.apps.tasksKanban" sectionKey="pages.sections.apps" />;
}
