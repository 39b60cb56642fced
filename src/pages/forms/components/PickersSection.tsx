import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import DatePicker, { registerLocale } from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { enUS } from 'date-fns/locale/en-US';
import { it } from 'date-fns/locale/it';
import { TitledCard } from '@/components/TitledCard';

registerLocale('en', enUS);
registerLocale('it', it);

/** Date, date and time, time, two months and a range, in the page's language. */
export function PickersSection() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language.startsWith('it') ? 'it' : 'en';
  const [date, setDate] = useState<Date | null>(new Date());
  const [dateTime, setDateTime] = useState<Date | null>(new Date());
  const [time, setTime] = useState<Date | null>(new Date());
  const [twoMonths, setTwoMonths] = useState<Date | null>(new Date());
  const [range, setRange] = useState<[Date | null, Date | null]>([new Date(), null]);
  const common = { locale, className: 'form-control' };
  return (
    <TitledCard title={t('formsPages.advanced.pickers')}>
      <Row>
        <Col md={6} className="mb-3">
          <Form.Label htmlFor="pick-date">{t('formsPages.advanced.date')}</Form.Label>
          <DatePicker
            id="pick-date"
            selected={date}
            onChange={(d: Date | null) => setDate(d)}
            dateFormat="P"
            {...common}
          />
        </Col>
        <Col md={6} className="mb-3">
          <Form.Label htmlFor="pick-datetime">{t('formsPages.advanced.dateTime')}</Form.Label>
          <DatePicker
            id="pick-datetime"
            selected={dateTime}
            onChange={(d: Date | null) => setDateTime(d)}
            showTimeSelect
            timeIntervals={15}
            dateFormat="Pp"
            timeCaption={t('formsPages.advanced.time')}
            {...common}
          />
        </Col>
        <Col md={6} className="mb-3">
          <Form.Label htmlFor="pick-time">{t('formsPages.advanced.time')}</Form.Label>
          <DatePicker
            id="pick-time"
            selected={time}
            onChange={(d: Date | null) => setTime(d)}
            showTimeSelect
            showTimeSelectOnly
            timeIntervals={15}
            dateFormat="p"
            timeCaption={t('formsPages.advanced.time')}
            {...common}
          />
        </Col>
        <Col md={6} className="mb-3">
          <Form.Label htmlFor="pick-two">{t('formsPages.advanced.twoMonths')}</Form.Label>
          <DatePicker
            id="pick-two"
            selected={twoMonths}
            onChange={(d: Date | null) => setTwoMonths(d)}
            monthsShown={2}
            dateFormat="PP"
            {...common}
          />
        </Col>
        <Col md={12}>
          <Form.Label htmlFor="pick-range">{t('formsPages.advanced.range')}</Form.Label>
          <DatePicker
            id="pick-range"
            selectsRange
            startDate={range[0]}
            endDate={range[1]}
            onChange={(dates: [Date | null, Date | null]) => setRange(dates)}
            dateFormat="P"
            {...common}
          />
        </Col>
      </Row>
    </TitledCard>
  );
}
