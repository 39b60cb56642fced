import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';

/**
 * The calendar inputs of the custom-range dialog. This module (react-datepicker and its CSS)
 * is loaded with a dynamic import the first time the dialog opens, never with the dashboard.
 */
export default function RangePicker({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
  locale,
}: {
  id: string;
  label: string;
  value: Date | null;
  onChange: (date: Date | null) => void;
  invalid: boolean;
  describedBy?: string;
  locale: string;
}) {
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <DatePicker
        id={id}
        selected={value}
        onChange={(date: Date | null) => onChange(date)}
        dateFormat="yyyy-MM-dd"
        placeholderText="yyyy-mm-dd"
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        wrapperClassName="d-block"
        ariaDescribedBy={describedBy}
        ariaInvalid={invalid ? 'true' : undefined}
        calendarStartDay={locale.startsWith('it') ? 1 : 0}
        autoComplete="off"
      />
    </div>
  );
}
