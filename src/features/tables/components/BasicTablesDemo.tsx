import { useCallback, useEffect, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table, { type TableProps } from 'react-bootstrap/Table';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import type { Person } from '@/contract/tables';
import { readPeople } from '../requests';
import { selectPeople, selectPeopleRequest } from '../tablesSlice';

const CONTEXTUAL = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const;

interface VariantProps extends TableProps {
  id: string;
  people: readonly Person[];
  headClass?: string;
  caption?: string;
  rowClass?: (index: number) => string | undefined;
  nested?: boolean;
}

function PeopleRows({
  people,
  rowClass,
}: {
  people: readonly Person[];
  rowClass?: VariantProps['rowClass'];
}) {
  return (
    <>
      {people.map((person, index) => (
        <tr key={person.id} className={rowClass?.(index)}>
          <th scope="row">{person.id}</th>
          <td>{person.name}</td>
          <td>{person.phone}</td>
          <td>{person.age}</td>
          <td>{person.company}</td>
        </tr>
      ))}
    </>
  );
}

function VariantTable({
  id,
  people,
  headClass,
  caption,
  rowClass,
  nested,
  ...props
}: VariantProps) {
  const { t } = useTranslation();
  return (
    <Table {...props} className="mb-0" aria-labelledby={`${id}-title`}>
      {caption && <caption>{caption}</caption>}
      <thead className={headClass}>
        <tr>
          {(['id', 'name', 'phone', 'age', 'company'] as const).map((column) => (
            <th key={column} scope="col">
              {t(`tables.columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <PeopleRows people={people.slice(0, nested ? 2 : 5)} rowClass={rowClass} />
        {nested && (
          <tr>
            <td colSpan={5}>
              <Table size="sm" bordered className="mb-0" aria-label={t('tables.basic.nestedInner')}>
                <tbody>
                  <PeopleRows people={people.slice(2, 4)} />
                </tbody>
              </Table>
            </td>
          </tr>
        )}
      </tbody>
    </Table>
  );
}

function VariantCard({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Col xl={6}>
      <Card>
        <Card.Body>
          <Card.Title as="h2" className="h5" id={`${id}-title`}>
            {t(`tables.basic.${id}.title`)}
          </Card.Title>
          <p className="text-body-secondary small">{t(`tables.basic.${id}.text`)}</p>
          <div className="table-responsive">{children}</div>
        </Card.Body>
      </Card>
    </Col>
  );
}

/** The template's Bootstrap table variants, filled with people from the demo API. */
export function BasicTablesDemo() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const people = useAppSelector(selectPeople);
  const request = useAppSelector(selectPeopleRequest);
  const load = useCallback(() => dispatch(readPeople.requested()), [dispatch]);
  useEffect(() => {
    load();
  }, [load]);

  const variants: Omit<VariantProps, 'people'>[] = [
    { id: 'basic' },
    { id: 'dark', variant: 'dark' },
    { id: 'headLight', headClass: 'table-light' },
    { id: 'headDark', headClass: 'table-dark' },
    { id: 'bordered', bordered: true },
    { id: 'borderColor', bordered: true, className: 'border-primary' },
    { id: 'borderless', borderless: true },
    { id: 'small', size: 'sm' },
    { id: 'hover', hover: true },
    { id: 'active', rowClass: (index) => (index === 1 ? 'table-active' : undefined) },
    { id: 'striped', striped: true },
    { id: 'stripedColumns', striped: 'columns' },
    { id: 'caption', caption: t('tables.basic.caption.caption') },
    { id: 'contextual', rowClass: (index) => `table-${CONTEXTUAL[index % CONTEXTUAL.length]}` },
    { id: 'nesting', nested: true, bordered: true },
    { id: 'responsive', responsive: true },
  ];

  return (
    <AsyncView request={request} onRetry={load} empty={people.length === 0}>
      <Row>
        {variants.map((variant) => (
          <VariantCard key={variant.id} id={variant.id}>
            <VariantTable {...variant} people={people} />
          </VariantCard>
        ))}
      </Row>
    </AsyncView>
  );
}
