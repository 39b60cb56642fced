import { ChevronDown, Lock, LogOut, User } from 'lucide-react';
import { useTranslation } from '@/i18n/useTranslation';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { DeferredDropdown } from '@/components/DeferredDropdown';
import { initials } from '@/components/initials';
import { pagePath } from '@/config/pages';
import { selectShownUser } from '@/features/auth';

/** The signed-in user's name and role, with profile, lock screen and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useAppSelector(selectShownUser);
  const { pathname, search } = useLocation();
  // Unlocking brings the person back to the page they locked.
  const lockPath = `${pagePath('auth-lock-screen')}?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`;
  const name = user?.name || user?.email || t('layout.user.guest');
  const role = user ? t(`layout.user.roles.${user.role}`) : '';
  return (
    <DeferredDropdown
      align="end"
      className="topbar-item"
      toggleClassName="topbar-link nav-user arrow-none"
      // A name can be thousands of characters: shown truncated, in full in the tooltip.
      title={name}
      toggle={
        <>
          {/* Named by hidden text, not aria-label: the visible name and role would otherwise
              differ from the accessible name (axe: label-content-name-mismatch). */}
          <span className="visually-hidden">{t('layout.user.menu', { name })}</span>
          <span className="avatar" aria-hidden="true">
            {initials(name)}
          </span>
          <span className="nav-user-text d-none d-md-flex" aria-hidden="true">
            <span className="nav-user-name text-truncate">
              <bdi>{name}</bdi>
            </span>
            <span className="nav-user-role">{role}</span>
          </span>
          <ChevronDown size={14} className="d-none d-md-inline" aria-hidden="true" />
        </>
      }
    >
      {(Dropdown) => (
        <Dropdown.Menu className="profile-dropdown">
          <Dropdown.Header>
            <span className="d-block fw-semibold text-body text-truncate" title={name}>
              <bdi>{name}</bdi>
            </span>
            <span className="d-block">{role}</span>
          </Dropdown.Header>
          <Dropdown.Item as={Link} to={pagePath('pages-profile')}>
            <User size={16} aria-hidden="true" /> {t('layout.user.profile')}
          </Dropdown.Item>
          <Dropdown.Item as={Link} to={lockPath}>
            <Lock size={16} aria-hidden="true" /> {t('layout.user.lockScreen')}
          </Dropdown.Item>
          <Dropdown.Divider />
          <Dropdown.Item as={Link} to={pagePath('auth-logout')}>
            <LogOut size={16} aria-hidden="true" /> {t('layout.user.logout')}
          </Dropdown.Item>
        </Dropdown.Menu>
      )}
    </DeferredDropdown>
  );
}
