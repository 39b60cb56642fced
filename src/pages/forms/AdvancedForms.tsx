import { PageTitle } from '@/components/PageTitle';
import { AdvancedFormsDemo } from './components/AdvancedFormsDemo';
import en from './locales/en.json';
import it from './locales/it.json';

export const messages = { en, it };

export default function AdvancedFormsPage() {
  return (
    <>
      <PageTitle />
      <AdvancedFormsDemo />
    </>
  );
}
