import { useId, useState, useSyncExternalStore } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from '@/i18n/useTranslation';
import { groupScenarios, type ScenarioMap, type ScenarioSwitch } from './scenarioSwitch';
// Badge and offcanvas, on every page (the sign-in pages included): not in app.scss.
import '@/styles/extras.scss';
import './qa.scss';

/** The marker the Firebase build is checked against: it must never contain the panel. */
export const QA_PANEL_CLASS = 'qa-scenario-switcher';

export interface QaPanelProps {
  control: ScenarioSwitch;
  scenarios: ScenarioMap;
}

/**
 * Demo builds only: a floating "QA" button opening a panel that lists every scenario of
 * the demo backend by area and switches one on or off at once (no reload). While one is
 * on, its name stays visible as a badge on the button.
 */
export function QaPanel({ control, scenarios }: QaPanelProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const active = useSyncExternalStore(control.subscribe, control.active);
  const id = useId();
  const groups = groupScenarios(scenarios);
  // The panel lives outside the app's store: it follows the page's direction when opened.
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  const radio = (name: string) => `${id}-${name}`;
  const areaName = (area: string) => t(`qa.areas.${area}`, { defaultValue: area });
  const description = (name: string) =>
    i18n.exists(`qa.scenarios.${name}`) ? t(`qa.scenarios.${name}`) : null;

  return (
    <div className={QA_PANEL_CLASS}>
      <Button
        size="sm"
        variant={active ? 'warning' : 'dark'}
        className="qa-toggle shadow"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {/* The name is the visible text plus hidden words: "QA scenarios on: api-500". */}
        {t('qa.short')} <span className="visually-hidden">{t('qa.toggleRest')}</span>
        {active && (
          <>
            {' '}
            <span className="visually-hidden">{t('qa.onShort')}</span>{' '}
            <Badge bg="light" text="dark" className="qa-badge">
              {active}
            </Badge>
          </>
        )}
      </Button>
      <Offcanvas
        show={open}
        onHide={() => setOpen(false)}
        placement={rtl ? 'start' : 'end'}
        aria-labelledby={`${id}-title`}
        className="qa-panel"
      >
        <Offcanvas.Header closeButton closeLabel={t('qa.close')}>
          <Offcanvas.Title as="h2" id={`${id}-title`} className="h5 mb-0">
            {t('qa.title')}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <p className="text-body-secondary small">{t('qa.intro')}</p>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <span role="status" className="small fw-semibold">
              {active ? t('qa.on', { name: active }) : t('qa.off')}
            </span>
            {active && (
              <Button size="sm" variant="warning" onClick={() => control.set(null)}>
                {t('qa.switchOff')}
              </Button>
            )}
          </div>
          <Form.Check
            type="radio"
            id={radio('none')}
            name={`${id}-scenario`}
            label={t('qa.none')}
            checked={active === null}
            onChange={() => control.set(null)}
            className="mb-2"
          />
          {groups.map(({ area, names }) => (
            <fieldset key={area} className="mb-3">
              <legend className="h6 mb-2">{areaName(area)}</legend>
              {names.map((name) => {
                const text = description(name);
                return (
                  <Form.Check key={name} type="radio" id={radio(name)} className="mb-1">
                    <Form.Check.Input
                      type="radio"
                      name={`${id}-scenario`}
                      checked={active === name}
                      onChange={() => control.set(name)}
                      aria-describedby={text ? `${radio(name)}-text` : undefined}
                    />
                    <Form.Check.Label>
                      <code className="text-body">{name}</code>
                    </Form.Check.Label>
                    {text && (
                      <div id={`${radio(name)}-text`} className="form-text mt-0">
                        {text}
                      </div>
                    )}
                  </Form.Check>
                );
              })}
            </fieldset>
          ))}
        </Offcanvas.Body>
      </Offcanvas>
    </div>
  );
}
