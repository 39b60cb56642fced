import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import type { PayloadActionCreator } from '@reduxjs/toolkit';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  DIRECTIONS,
  LAYOUT_TYPES,
  LAYOUT_WIDTHS,
  MENU_COLORS,
  SIDENAV_POSITIONS,
  SIDENAV_SIZES,
  THEMES,
  dirChanged,
  layoutTypeChanged,
  layoutWidthChanged,
  rightSidebarClosed,
  selectLayoutSettings,
  selectShowRightsideBar,
  settingsReset,
  sidenavPositionChanged,
  sidenavSizeChanged,
  sidenavThemeChanged,
  themeChanged,
  topbarThemeChanged,
} from '@/features/layout';
import { selectCurrentUser } from '@/features/auth';
import { CUSTOMIZER_ID } from './ids';
import { env } from '@/config/env';
import { ResetDemoData } from '@/features/demoData/ui';

interface ChoiceProps<T extends string> {
  name: string;
  legend: string;
  values: readonly T[];
  value: T;
  labelKey: (value: T) => string;
  onChange: PayloadActionCreator<T>;
}

function Choice<T extends string>({
  name,
  legend,
  values,
  value,
  labelKey,
  onChange,
}: ChoiceProps<T>) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <fieldset className="customizer-field">
      <legend className="customizer-legend">{legend}</legend>
      <div className="customizer-options">
        {values.map((option) => (
          <Form.Check
            key={option}
            type="radio"
            id={`${name}-${option}`}
            name={name}
            label={t(labelKey(option))}
            checked={value === option}
            onChange={() => dispatch(onChange(option))}
            className="customizer-option"
          />
        ))}
      </div>
    </fieldset>
  );
}

const option = (value: string) => `layout.customizer.options.${value}`;

/** The customizer: an off-canvas panel with a control for every theme setting. */
export default function RightSidebar(): ReactNode {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const show = useAppSelector(selectShowRightsideBar);
  const settings = useAppSelector(selectLayoutSettings);
  const user = useAppSelector(selectCurrentUser);
  const placement = settings.dir === 'rtl' ? 'start' : 'end';
  /** One setting's radio group: `name` makes the ids, `legend` the key of its caption. */
  const choice = <T extends string>(
    name: string,
    legend: string,
    values: readonly T[],
    value: T,
    onChange: PayloadActionCreator<T>,
  ) => (
    <Choice
      key={name}
      name={name}
      legend={t(`layout.customizer.${legend}`)}
      values={values}
      value={value}
      labelKey={option}
      onChange={onChange}
    />
  );
  return (
    <Offcanvas
      show={show}
      onHide={() => dispatch(rightSidebarClosed())}
      placement={placement}
      id={CUSTOMIZER_ID}
      aria-labelledby={`${CUSTOMIZER_ID}-title`}
      className="customizer"
    >
      <Offcanvas.Header
        closeButton
        closeLabel={t('layout.customizer.close')}
        className="customizer-header"
      >
        <Offcanvas.Title as="h2" id={`${CUSTOMIZER_ID}-title`} className="h5 mb-0">
          {t('layout.customizer.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <p className="text-body-secondary small">{t('layout.customizer.intro')}</p>
        {choice('customizer-theme', 'theme', THEMES, settings.theme, themeChanged)}
        {choice('customizer-dir', 'dir', DIRECTIONS, settings.dir, dirChanged)}
        {choice(
          'customizer-layout',
          'layoutType',
          LAYOUT_TYPES,
          settings.layoutType,
          layoutTypeChanged,
        )}
        {choice('customizer-width', 'width', LAYOUT_WIDTHS, settings.mode, layoutWidthChanged)}
        {choice(
          'customizer-topbar',
          'topbarTheme',
          MENU_COLORS,
          settings.topbarTheme,
          topbarThemeChanged,
        )}
        {choice(
          'customizer-menu-color',
          'sidenavTheme',
          MENU_COLORS,
          settings.sidenav.theme,
          sidenavThemeChanged,
        )}
        {choice(
          'customizer-sidebar-size',
          'sidenavSize',
          SIDENAV_SIZES,
          settings.sidenav.mode,
          sidenavSizeChanged,
        )}
        {choice(
          'customizer-sidebar-position',
          'sidenavPosition',
          SIDENAV_POSITIONS,
          settings.sidenav.position,
          sidenavPositionChanged,
        )}
      </Offcanvas.Body>
      <div className="offcanvas-footer border-top p-3 d-grid gap-2">
        <Button variant="primary" className="w-100" onClick={() => dispatch(settingsReset())}>
          {t('layout.customizer.reset')}
        </Button>
        {env.demoApi && <ResetDemoData admin={user?.role === 'Admin'} />}
      </div>
    </Offcanvas>
  );
}
