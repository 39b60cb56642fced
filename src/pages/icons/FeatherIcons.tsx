// Lucide (Feather's maintained successor) as a whole set: only this route's chunk holds it.
import { icons } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { IconBrowser } from './components/IconBrowser';
import { kebab, type IconEntry } from './components/iconSearch';
import { iconsMessages } from './messages';

export const messages = iconsMessages;

type LucideEntry = IconEntry & { component: keyof typeof icons };

const ICONS: LucideEntry[] = (Object.keys(icons) as (keyof typeof icons)[]).map((key) => ({
  name: kebab(key),
  copy: `import { ${key} } from 'lucide-react';`,
  component: key,
}));

export default function FeatherIconsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle />
      <p className="text-body-secondary">{t('iconsPage.feather', { count: ICONS.length })}</p>
      <IconBrowser
        icons={ICONS}
        renderIcon={(icon) => {
          const Icon = icons[icon.component];
          return <Icon size={24} />;
        }}
      />
    </>
  );
}
