import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function FileUploadPage() {
  return <PlaceholderPage />;
}
