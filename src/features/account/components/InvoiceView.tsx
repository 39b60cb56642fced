import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router-dom';
import { useAppSelector, useRead } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { LogoMark } from '@/components/LogoMark';
import { pagePath } from '@/config/pages';
import { TableHead } from '@/components/TableHead';
import { selectInvoice, selectInvoiceRequest } from '../accountSlice';
import { readInvoice } from '../requests';
import { computeInvoiceTotals } from '../invoiceTotals';
import './invoice.scss';

/** One invoice from the demo API (`id` null: the newest), with Print. */
export function InvoiceView({ id }: { id: string | null }) {
  const { t, i18n } = useTranslation();
  const invoice = useAppSelector(selectInvoice);
  const request = useAppSelector(selectInvoiceRequest);

  const retry = useRead(readInvoice, id);

  const notFound = (
    <Alert variant="warning" className="d-flex flex-wrap gap-3 align-items-center">
      <span>
        {id ? t('account.invoice.notFound', { id }) : t('account.invoice.notFoundLatest')}
      </span>
      {id && (
        <Link to={pagePath('pages-invoice')} className="btn btn-sm btn-outline-dark">
          {t('account.invoice.backToLatest')}
        </Link>
      )}
    </Alert>
  );

  return (
    <AsyncView request={request} onRetry={retry} empty={!invoice} notFound={notFound}>
      {invoice && <InvoiceDocument invoice={invoice} language={i18n.language} />}
    </AsyncView>
  );
}

/** Who sends or receives the invoice: a heading, the name, the address lines. */
function PartyAddress({
  heading,
  party,
}: {
  heading: string;
  party: { name: string; address: string[] };
}) {
  return (
    <div className="col-sm-4">
      <h3 className="h6 text-uppercase text-body-secondary">{heading}</h3>
      <address className="mb-0">
        {party.name}
        {party.address.map((line) => (
          <span key={line} className="d-block">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}

function InvoiceDocument({
  invoice,
  language,
}: {
  invoice: NonNullable<ReturnType<typeof selectInvoice>>;
  language: string;
}) {
  const { t } = useTranslation();
  const totals = computeInvoiceTotals(invoice);
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: invoice.currency });
  const hours = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
  return (
    <Card className="invoice-sheet">
      <Card.Body className="p-4">
        <div className="d-flex flex-wrap justify-content-between gap-3 mb-4">
          <div className="d-flex align-items-center gap-2">
            <LogoMark className="invoice-logo" />
            <span className="h4 mb-0">{invoice.from.name}</span>
          </div>
          <div className="text-end">
            <h2 className="h4 mb-1">{t('account.invoice.title', { id: invoice.id })}</h2>
            <Badge
              bg={invoice.status === 'paid' ? 'success' : 'warning'}
              text={invoice.status === 'paid' ? undefined : 'dark'}
            >
              {t(`account.invoice.statuses.${invoice.status}`)}
            </Badge>
          </div>
        </div>
        <div className="row g-3 mb-4">
          <PartyAddress heading={t('account.invoice.from')} party={invoice.from} />
          <PartyAddress heading={t('account.invoice.billedTo')} party={invoice.to} />
          <div className="col-sm-4">
            <dl className="mb-0 invoice-meta">
              <dt>{t('account.invoice.invoiceNo')}</dt>
              <dd>#{invoice.id}</dd>
              <dt>{t('account.invoice.issued')}</dt>
              <dd>{date.format(new Date(invoice.issuedAt))}</dd>
              <dt>{t('account.invoice.due')}</dt>
              <dd className="mb-0">{date.format(new Date(invoice.dueAt))}</dd>
            </dl>
          </div>
        </div>
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <TableHead
              columns={[
                '#',
                t('account.invoice.item'),
                { label: t('account.invoice.hours'), end: true },
                { label: t('account.invoice.rate'), end: true },
                { label: t('account.invoice.amount'), end: true },
              ]}
            />
            <tbody>
              {totals.lines.map(({ line, amount }, i) => (
                <tr key={line.item}>
                  <td>{i + 1}</td>
                  <td>
                    <span className="fw-semibold d-block">{line.item}</span>
                    <span className="small text-body-secondary">{line.description}</span>
                  </td>
                  <td className="text-end">{hours.format(line.hours)}</td>
                  <td className="text-end">{money.format(line.rate)}</td>
                  <td className="text-end">{money.format(amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="row g-3">
          <div className="col-sm-6">
            <h3 className="h6 text-uppercase text-body-secondary">{t('account.invoice.notes')}</h3>
            <p className="small mb-0">{invoice.notes}</p>
          </div>
          <div className="col-sm-6">
            <dl className="invoice-totals mb-0">
              <dt>{t('account.invoice.subtotal')}</dt>
              <dd>{money.format(totals.subtotal)}</dd>
              {invoice.discountPercent > 0 && (
                <>
                  <dt>{t('account.invoice.discount', { percent: invoice.discountPercent })}</dt>
                  <dd>−{money.format(totals.discount)}</dd>
                </>
              )}
              <dt>{t('account.invoice.tax', { percent: invoice.taxPercent })}</dt>
              <dd>{money.format(totals.tax)}</dd>
              <dt className="fs-5">{t('account.invoice.total')}</dt>
              <dd className="fs-5 fw-semibold">{money.format(totals.total)}</dd>
            </dl>
          </div>
        </div>
        <div className="d-print-none text-end mt-4">
          <Button onClick={() => window.print()}>{t('account.invoice.print')}</Button>
        </div>
      </Card.Body>
    </Card>
  );
}
