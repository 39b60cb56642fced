import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function ProfilePage() {
  return (
    <PlaceholderPage titleKey="pages.pages.profile" sectionKey="pages.sections.pagesSection" />
  );
}
