import Button, { type ButtonProps } from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/useTranslation';

/** The small labelled controls above a list: search, a choice (sort, filter), a toggle. */

interface FieldProps {
  /** The control's id, which also ties the label to it. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** On the group: its place in the toolbar (`ms-md-auto`, `flex-grow-1`). */
  className?: string;
}

export function SearchField({ id, label, value, onChange, className }: FieldProps) {
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control
        size="sm"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Form.Group>
  );
}

export interface Choice<T extends string> {
  value: T;
  label: string;
}

export function ChoiceField<T extends string>({
  id,
  label,
  value,
  choices,
  onChange,
  className,
}: Omit<FieldProps, 'onChange'> & { choices: Choice<T>[]; onChange: (value: T) => void }) {
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Select size="sm" value={value} onChange={(event) => onChange(event.target.value as T)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/**
 * A list's sort, one of the contract's `*_SORTS` (`name`; `-name`: descending), in an area's
 * words: the field is `<area>.sortBy`, each sort `<area>.sort.<name>` (`desc_<name>`).
 */
export function SortField<T extends string>({
  area,
  value,
  sorts,
  onChange,
}: {
  area: string;
  value: T;
  sorts: readonly T[];
  onChange: (value: T) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceField
      id={`${area}-sort`}
      label={t(`${area}.sortBy`)}
      value={value}
      choices={sorts.map((sort) => ({
        value: sort,
        label: t(`${area}.sort.${sort.replace('-', 'desc_')}`),
      }))}
      onChange={onChange}
    />
  );
}

/** Buttons of which one is on (`aria-pressed`): a list's layout or mode. */
export function ToggleGroup<T extends string>({
  label,
  value,
  choices,
  onChange,
  size,
  offVariant = 'light',
}: {
  label: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  size?: ButtonProps['size'];
  offVariant?: ButtonProps['variant'];
}) {
  return (
    <ButtonGroup size={size} aria-label={label}>
      {choices.map((choice) => (
        <Button
          key={choice.value}
          variant={choice.value === value ? 'primary' : offVariant}
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}
