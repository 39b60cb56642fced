import { PageTitle } from '@/components/PageTitle';
import { env } from '@/config/env';
import { GoogleMapsDemo } from './components/GoogleMapsDemo';
import en from './locales/en.json';
import it from './locales/it.json';

export const messages = { en, it };

export default function GoogleMapsPage() {
  return (
    <>
      <PageTitle />
      <GoogleMapsDemo apiKey={env.googleMapsApiKey} />
    </>
  );
}
