import { lazy, Suspense, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { lastDays, rangeProblem, toDay, type DateRange } from '../api';
import { periodChanged, selectRange } from '../dashboardSlice';

// react-datepicker and its CSS arrive the first time the custom range dialog opens.
const RangePicker = lazy(() => import('./RangePicker'));

const PRESETS = [
  { key: 'today', days: 1 },
  { key: 'last7', days: 7 },
  { key: 'last15', days: 15 },
  { key: 'last30', days: 30 },
] as const;

const fromDay = (day: string): Date | null => {
  const [y, m, d] = day.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d) : null;
};

/**
 * The header's period control: presets, or a custom range picked in a dialog. A range that
 * ends before it starts, or spans more than a year, cannot be applied: the dialog says why.
 * Applying dispatches `periodChanged`, which every widget's saga answers (takeLatest).
 */
export function PeriodControl() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const range = useAppSelector(selectRange);
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState<Date | null>(null);
  const [to, setTo] = useState<Date | null>(null);
  const dateText = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const shown = (day: string) => {
    const date = fromDay(day);
    return date ? dateText.format(date) : day;
  };

  const draft: DateRange = { from: from ? toDay(from) : '', to: to ? toDay(to) : '' };
  const problem = from || to ? rangeProblem(draft) : null;
  const apply = (next: DateRange) => {
    if (rangeProblem(next) === null) dispatch(periodChanged(next));
  };
  const openDialog = () => {
    setFrom(fromDay(range.from));
    setTo(fromDay(range.to));
    setOpen(true);
  };
  const current = t('dashboard.period.current', { from: shown(range.from), to: shown(range.to) });

  return (
    <>
      <Dropdown align="end">
        <Dropdown.Toggle variant="outline-secondary" size="sm" id="dashboard-period">
          <span className="visually-hidden">{t('dashboard.period.label')}: </span>
          {current}
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {PRESETS.map((preset) => (
            <Dropdown.Item
              as="button"
              key={preset.key}
              onClick={() => apply(lastDays(preset.days))}
            >
              {t(`dashboard.period.${preset.key}`)}
            </Dropdown.Item>
          ))}
          <Dropdown.Divider />
          <Dropdown.Item as="button" onClick={openDialog}>
            {t('dashboard.period.custom')}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      <Modal
        show={open}
        onHide={() => setOpen(false)}
        aria-labelledby="period-dialog-title"
        centered
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (rangeProblem(draft) !== null) return;
            dispatch(periodChanged(draft));
            setOpen(false);
          }}
        >
          <Modal.Header closeButton closeLabel={t('common.close')}>
            <Modal.Title as="h2" className="h5" id="period-dialog-title">
              {t('dashboard.period.custom')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Suspense
              fallback={
                <p role="status" className="text-body-secondary">
                  {t('dashboard.period.loadingPicker')}
                </p>
              }
            >
              <RangePicker
                id="period-from"
                label={t('dashboard.period.from')}
                value={from}
                onChange={setFrom}
                invalid={problem !== null}
                describedBy={problem ? 'period-problem' : undefined}
                locale={i18n.language}
              />
              <RangePicker
                id="period-to"
                label={t('dashboard.period.to')}
                value={to}
                onChange={setTo}
                invalid={problem !== null}
                describedBy={problem ? 'period-problem' : undefined}
                locale={i18n.language}
              />
            </Suspense>
            {problem && (
              <Alert variant="danger" className="mb-0 py-2" id="period-problem" role="alert">
                {t(`dashboard.period.${problem}`)}
              </Alert>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="light" onClick={() => setOpen(false)}>
              {t('dashboard.period.cancel')}
            </Button>
            <Button type="submit" disabled={problem !== null || !from || !to}>
              {t('dashboard.period.apply')}
            </Button>
          </Modal.Footer>
        </form>
      </Modal>
    </>
  );
}
