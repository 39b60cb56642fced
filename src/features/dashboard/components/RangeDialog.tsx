import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useTranslation } from '@/i18n/useTranslation';
import { rangeProblem, toDay, type DateRange } from '@/contract/dashboard';

const fromDay = (day: string): Date | null => {
  const [y, m, d] = day.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d) : null;
};

/**
 * The custom period dialog. This module (the dialog, react-datepicker and its CSS) loads with
 * a dynamic import the first time someone asks for a custom range, never with the dashboard.
 * A range that ends before it starts, or spans more than a year, cannot be applied: the
 * dialog says why, beside the dates.
 */
export default function RangeDialog({
  show,
  range,
  onApply,
  onClose,
}: {
  show: boolean;
  range: DateRange;
  onApply: (range: DateRange) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [from, setFrom] = useState<Date | null>(() => fromDay(range.from));
  const [to, setTo] = useState<Date | null>(() => fromDay(range.to));
  const draft: DateRange = { from: from ? toDay(from) : '', to: to ? toDay(to) : '' };
  const problem = rangeProblem(draft);
  const field = (id: string, label: string, value: Date | null, set: (d: Date | null) => void) => (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <DatePicker
        id={id}
        selected={value}
        onChange={(date: Date | null) => set(date)}
        dateFormat="yyyy-MM-dd"
        placeholderText="yyyy-mm-dd"
        className={`form-control${problem ? ' is-invalid' : ''}`}
        wrapperClassName="d-block"
        ariaDescribedBy={problem ? 'period-problem' : undefined}
        ariaInvalid={problem ? 'true' : undefined}
        calendarStartDay={i18n.language.startsWith('it') ? 1 : 0}
        autoComplete="off"
      />
    </div>
  );
  return (
    <Modal show={show} onHide={onClose} aria-labelledby="period-dialog-title" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (problem === null) onApply(draft);
        }}
      >
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title as="h2" className="h5" id="period-dialog-title">
            {t('dashboard.period.custom')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {field('period-from', t('dashboard.period.from'), from, setFrom)}
          {field('period-to', t('dashboard.period.to'), to, setTo)}
          {problem && (
            <Alert variant="danger" className="mb-0 py-2" id="period-problem">
              {t(`dashboard.period.${problem}`)}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="light" onClick={onClose}>
            {t('dashboard.period.cancel')}
          </Button>
          <Button type="submit" disabled={problem !== null}>
            {t('dashboard.period.apply')}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
