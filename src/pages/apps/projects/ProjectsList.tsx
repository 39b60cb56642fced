import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ProjectsListPage() {
  return <PlaceholderPage titleKey="pages.apps.projectsList" sectionKey="pages.sections.apps" />;
}
