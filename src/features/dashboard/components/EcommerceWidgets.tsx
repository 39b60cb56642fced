import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router-dom';
import { Eye, ShoppingBag, Users } from 'lucide-react';
import { useAppDispatch } from '@/app/hooks';
import {
  BarChart,
  AreaChart,
  DonutChart,
  formatValue,
  type ValueFormat,
} from '@/components/charts';
import { ChatSnippet, MembersList, OverviewItem, TaskChecklist } from '@/components/widgets';
import { pagePath } from '@/config/pages';
import { TableHead } from '@/components/TableHead';
import { SHOP_CURRENCY, type OrderStatus } from '@/contract/dashboard';
import { toggleTask } from '../requests';
import { WidgetCard } from './WidgetCard';

export function OverviewWidget() {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatValue(value, i18n.language, { style: 'number' });
  return (
    <WidgetCard name="overview" bodyClassName="pb-0" minHeight={236}>
      {(data) => (
        <>
          <OverviewItem
            value={n(data.visitors)}
            label={t('dashboard.overview.visitors')}
            icon={<Users size={28} />}
          />
          <OverviewItem
            value={n(data.productViews)}
            label={t('dashboard.overview.productViews')}
            icon={<Eye size={28} />}
          />
          <OverviewItem
            value={formatValue(data.revenuePerVisitor, i18n.language, {
              style: 'currency',
              currency: SHOP_CURRENCY,
            })}
            label={t('dashboard.overview.revenuePerVisitor')}
            icon={<ShoppingBag size={28} />}
          />
        </>
      )}
    </WidgetCard>
  );
}

/** The charts' figures are thousands of dollars (the labels say so): "10k", "1.234,5k". */
const K_FORMAT: ValueFormat = { style: 'number', suffix: 'k', maximumFractionDigits: 1 };

export function RevenueWidget() {
  const { t } = useTranslation();
  return (
    <WidgetCard name="revenue" minHeight={306} isEmpty={(data) => data.points.length === 0}>
      {(data) => (
        <AreaChart
          label={t('dashboard.revenue.chart')}
          labels={data.points.map((p) => p.date)}
          dates="day"
          format={K_FORMAT}
          series={[
            { label: t('dashboard.revenue.current'), data: data.points.map((p) => p.current) },
            {
              label: t('dashboard.revenue.previous'),
              data: data.points.map((p) => p.previous),
              color: 'secondary',
              area: false,
              dashed: true,
            },
          ]}
        />
      )}
    </WidgetCard>
  );
}

export function TargetsWidget() {
  const { t } = useTranslation();
  return (
    <WidgetCard name="targets" minHeight={306} isEmpty={(data) => data.months.length === 0}>
      {(data) => (
        <BarChart
          label={t('dashboard.targets.chart')}
          labels={data.months}
          dates="month"
          format={K_FORMAT}
          series={[
            { label: t('dashboard.targets.netProfit'), data: data.netProfit, color: 'primary' },
            { label: t('dashboard.targets.revenue'), data: data.revenue, color: 'info' },
          ]}
        />
      )}
    </WidgetCard>
  );
}

export function SalesWidget() {
  const { t } = useTranslation();
  return (
    <WidgetCard name="sales" minHeight={286}>
      {(data) => (
        <DonutChart
          label={t('dashboard.sales.chart')}
          labels={data.map((d) => d.category)}
          values={data.map((d) => d.value)}
          format={K_FORMAT}
          colors={['primary', 'success', 'warning', 'info']}
        />
      )}
    </WidgetCard>
  );
}

const STATUS_BADGE: Record<OrderStatus, string> = {
  Pending: 'warning',
  Delivered: 'success',
  Declined: 'danger',
};

export function OrdersWidget() {
  const { t, i18n } = useTranslation();
  return (
    <WidgetCard name="orders" minHeight={494}>
      {(orders) => (
        <Table responsive hover className="table-centered mb-0 align-middle">
          <TableHead
            columns={[
              t('dashboard.orders.id'),
              t('dashboard.orders.product'),
              t('dashboard.orders.customer'),
              { label: t('dashboard.orders.price'), end: true },
              t('dashboard.orders.status'),
            ]}
          />
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link
                    to={`${pagePath('pages-invoice')}/${encodeURIComponent(order.id)}`}
                    aria-label={t('dashboard.orders.invoice', { id: order.id })}
                  >
                    #{order.id}
                  </Link>
                </td>
                <td>{order.product}</td>
                <td>{order.customer}</td>
                <td className="text-end">
                  {formatValue(order.price, i18n.language, {
                    style: 'currency',
                    currency: SHOP_CURRENCY,
                  })}
                </td>
                <td>
                  <Badge
                    bg={`${STATUS_BADGE[order.status]}-subtle`}
                    text={`${STATUS_BADGE[order.status]}-emphasis` as 'dark'}
                  >
                    {t(`dashboard.orders.statuses.${order.status}`)}
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </WidgetCard>
  );
}

export function PerformersWidget() {
  const { t } = useTranslation();
  return (
    <WidgetCard name="performers" minHeight={222}>
      {(people) => (
        <MembersList
          members={people.map((person) => ({
            id: person.id,
            name: person.name,
            role: person.role,
            aside: (
              <span className="small text-body-secondary text-nowrap">
                <bdi>{t('dashboard.performers.sales', { count: person.sales })}</bdi>
              </span>
            ),
          }))}
        />
      )}
    </WidgetCard>
  );
}

export function TasksWidget() {
  const dispatch = useAppDispatch();
  return (
    <WidgetCard name="tasks" minHeight={295}>
      {(tasks) => (
        <TaskChecklist
          tasks={tasks}
          onToggle={(task, done) => dispatch(toggleTask.requested({ id: task.id, done }))}
        />
      )}
    </WidgetCard>
  );
}

export function ConversationWidget() {
  return (
    <WidgetCard name="conversation" minHeight={370}>
      {(messages) => <ChatSnippet messages={messages} idPrefix="dashboard-chat" />}
    </WidgetCard>
  );
}
