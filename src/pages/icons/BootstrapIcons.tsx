// The Bootstrap Icons font and its names, imported by this route only.
import 'bootstrap-icons/font/bootstrap-icons.css';
import names from 'bootstrap-icons/font/bootstrap-icons.json';
import { useTranslation } from '@/i18n/useTranslation';
import { IconSetPage } from './components/IconBrowser';
import type { IconEntry } from './components/iconSearch';
import { iconsMessages } from './messages';

export const messages = iconsMessages;

const ICONS: IconEntry[] = Object.keys(names).map((name) => ({
  name,
  copy: `bi bi-${name}`,
  category: /-fill$|-fill-/.test(name) ? 'filled' : 'outline',
}));

export default function BootstrapIconsPage() {
  const { t } = useTranslation();
  return (
    <IconSetPage
      set="bootstrap"
      icons={ICONS}
      categories={[
        { value: 'outline', label: t('iconsPage.outline') },
        { value: 'filled', label: t('iconsPage.filled') },
      ]}
      renderIcon={(icon) => <i className={`bi bi-${icon.name}`} />}
    />
  );
}
