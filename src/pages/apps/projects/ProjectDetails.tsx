import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ProjectDetailsPage() {
  return <PlaceholderPage titleKey="pages.apps.projectsDetails" sectionKey="pages.sections.apps" />;
}
