import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import DatePicker, { registerLocale } from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { enUS } from 'date-fns/locale/en-US';
import { it } from 'date-fns/locale/it';
import { TitledCard } from '@/components/TitledCard';

registerLocale('en', enUS);
registerLocale('it', it);

/** A picker's own options (the single-date ones this demo shows). */
type PickerOptions = {
  dateFormat: string;
  showTimeSelect?: boolean;
  showTimeSelectOnly?: boolean;
  timeIntervals?: number;
  timeCaption?: string;
  monthsShown?: number;
};

/** One labelled date picker, half a row wide, that keeps its own date (now, to begin with). */
function Picker({
  id,
  label,
  locale,
  ...options
}: { id: string; label: string; locale: string } & PickerOptions) {
  const [selected, setSelected] = useState<Date | null>(() => new Date());
  return (
    <Col md={6} className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <DatePicker
        id={id}
        selected={selected}
        onChange={(d: Date | null) => setSelected(d)}
        {...options}
        locale={locale}
        className="form-control"
      />
    </Col>
  );
}

/** Date, date and time, time, two months and a range, in the page's language. */
export function PickersSection() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language.startsWith('it') ? 'it' : 'en';
  const [range, setRange] = useState<[Date | null, Date | null]>([new Date(), null]);
  const time = t('formsPages.advanced.time');
  return (
    <TitledCard title={t('formsPages.advanced.pickers')}>
      <Row>
        <Picker
          id="pick-date"
          label={t('formsPages.advanced.date')}
          locale={locale}
          dateFormat="P"
        />
        <Picker
          id="pick-datetime"
          label={t('formsPages.advanced.dateTime')}
          locale={locale}
          showTimeSelect
          timeIntervals={15}
          dateFormat="Pp"
          timeCaption={time}
        />
        <Picker
          id="pick-time"
          label={time}
          locale={locale}
          showTimeSelect
          showTimeSelectOnly
          timeIntervals={15}
          dateFormat="p"
          timeCaption={time}
        />
        <Picker
          id="pick-two"
          label={t('formsPages.advanced.twoMonths')}
          locale={locale}
          monthsShown={2}
          dateFormat="PP"
        />
        <Col md={12}>
          <Form.Label htmlFor="pick-range">{t('formsPages.advanced.range')}</Form.Label>
          <DatePicker
            id="pick-range"
            selectsRange
            startDate={range[0]}
            endDate={range[1]}
            onChange={(dates: [Date | null, Date | null]) => setRange(dates)}
            dateFormat="P"
            locale={locale}
            className="form-control"
          />
        </Col>
      </Row>
    </TitledCard>
  );
}
