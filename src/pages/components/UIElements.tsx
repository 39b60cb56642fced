import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function UIElementsPage() {
  return (
    <PlaceholderPage
      titleKey="pages.components.uiElements"
      sectionKey="pages.sections.components"
    />
  );
}
