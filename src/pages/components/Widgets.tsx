import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '@/i18n/useTranslation';
import { Briefcase, DollarSign, ShoppingCart, Users } from 'lucide-react';
import { PageTitle } from '@/components/PageTitle';
import {
  AreaChart,
  Sparkline,
  chartMessages,
  formatValue,
  type ChartColor,
} from '@/components/charts';
import {
  ChatSnippet,
  MembersList,
  OverviewItem,
  StatCard,
  TaskChecklist,
  widgetMessages,
  type ChatLine,
  type ChecklistTask,
} from '@/components/widgets';
import { mergeMessages } from '@/lib/messages';
import en from './widgets/locales/en.json';
import it from './widgets/locales/it.json';

export const messages = mergeMessages({ en, it }, chartMessages, widgetMessages);

const DAY = 86_400_000;
const STATS: {
  title: string;
  value: number;
  money?: boolean;
  change: number;
  color: ChartColor;
  icon: typeof Users;
}[] = [
  {
    title: 'Today Revenue',
    value: 2100,
    money: true,
    change: 10.21,
    color: 'primary',
    icon: DollarSign,
  },
  { title: 'Product Sold', value: 558, change: 5.05, color: 'success', icon: ShoppingCart },
  { title: 'New Customers', value: 65, change: -2.39, color: 'info', icon: Users },
  { title: 'New Projects', value: 12, change: 3.53, color: 'warning', icon: Briefcase },
];
const SPARK = [25, 66, 41, 59, 25, 44, 12, 36, 9, 21, 35];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `widgets-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card as="section" className="h-100 mb-0" aria-labelledby={id}>
      <Card.Body>
        <h2 className="h5 mb-3" id={id}>
          {title}
        </h2>
        {children}
      </Card.Body>
    </Card>
  );
}

export default function WidgetsPage() {
  const { t, i18n } = useTranslation();
  const value = (stat: (typeof STATS)[number]) =>
    formatValue(
      stat.value,
      i18n.language,
      stat.money ? { style: 'currency', currency: 'USD' } : { style: 'number' },
    );
  const pct = (n: number) => formatValue(Math.abs(n), i18n.language, { style: 'percent' });
  const [tasks, setTasks] = useState<ChecklistTask[]>(() => {
    const today = new Date().setHours(0, 0, 0, 0);
    return [
      'Design the new landing page',
      'Write the release notes',
      'Prepare the quarterly report',
    ].map((title, i) => ({ id: `w${i}`, title, due: today + (i + 1) * DAY, done: i === 0 }));
  });
  const [chat, setChat] = useState<ChatLine[]>(() => {
    const now = Date.now();
    return [
      {
        id: 'c1',
        author: 'Greeva Navadiya',
        text: 'Hi! Are we meeting at three?',
        at: now - 20 * 60_000,
        mine: false,
      },
      {
        id: 'c2',
        author: 'Shreyu',
        text: 'Yes, in the small meeting room.',
        at: now - 15 * 60_000,
        mine: true,
      },
    ];
  });
  const row = (variant: 'icon' | 'progress' | 'sparkline' | 'chart', heading: string) => (
    <>
      <h2 className="h6 text-uppercase text-body-secondary mt-4 mb-3">{heading}</h2>
      <Row className="g-3">
        {STATS.map((stat, index) => (
          <Col sm={6} xl={3} key={stat.title}>
            <StatCard
              variant={variant}
              title={stat.title}
              value={value(stat)}
              color={stat.color}
              icon={<stat.icon size={22} />}
              change={{
                value: stat.change,
                text: pct(stat.change),
                caption: t('widgetsDemo.sinceLastWeek'),
              }}
              progress={40 + index * 15}
              progressLabel={t('widgetsDemo.progressOf', {
                title: stat.title,
                value: pct(40 + index * 15),
              })}
              chart={
                variant === 'sparkline' ? (
                  <Sparkline
                    label={`${stat.title}: trend`}
                    data={SPARK.map((v, i) => SPARK[(i + index) % 11]! + v / 4)}
                    color={stat.color}
                  />
                ) : variant === 'chart' ? (
                  <AreaChart
                    label={`${stat.title}: last 11 days`}
                    labels={SPARK.map((_, i) => String(i + 1))}
                    height={90}
                    legend={false}
                    bare
                    series={[
                      {
                        label: stat.title,
                        data: SPARK.map((_, i) => SPARK[(i + index * 2) % 11]!),
                        color: stat.color,
                      },
                    ]}
                  />
                ) : undefined
              }
            />
          </Col>
        ))}
      </Row>
    </>
  );
  return (
    <>
      <PageTitle />
      {row('icon', t('widgetsDemo.statIcon'))}
      {row('progress', t('widgetsDemo.statProgress'))}
      {row('sparkline', t('widgetsDemo.statSparkline'))}
      {row('chart', t('widgetsDemo.statChart'))}
      <Row className="g-3 mt-3">
        <Col xl={4} md={6}>
          <Section title={t('widgetsDemo.overview')}>
            <OverviewItem
              value={formatValue(121000, i18n.language)}
              label="Total Visitors"
              icon={<Users size={28} />}
            />
            <OverviewItem
              value={formatValue(21000, i18n.language)}
              label="Total Product Views"
              icon={<ShoppingCart size={28} />}
            />
            <OverviewItem
              value={formatValue(21.5, i18n.language, { style: 'currency', currency: 'USD' })}
              label="Revenue per Visitor"
              icon={<DollarSign size={28} />}
            />
          </Section>
        </Col>
        <Col xl={4} md={6}>
          <Section title={t('widgetsDemo.activities')}>
            <ul className="list-unstyled mb-0">
              {[
                ['Shreyu N', 'uploaded the Q3 report'],
                ['Greeva Y', 'closed 3 tasks in Website redesign'],
                ['Nik G', 'commented on Mobile app'],
                ['Hardik G', 'joined the Sales team'],
              ].map(([who, what], i) => (
                <li key={who} className="d-flex gap-2 py-2 border-bottom">
                  <span className="badge rounded-pill bg-primary-subtle text-primary-emphasis align-self-start">
                    {i + 1}h
                  </span>
                  <span>
                    <strong>{who}</strong> {what}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
        </Col>
        <Col xl={4} md={6}>
          <Section title={t('widgetsDemo.members')}>
            <MembersList
              members={[
                { id: '1', name: 'Shreyu N', role: 'Senior Sales Executive' },
                { id: '2', name: 'Greeva Y', role: 'Social Media Campaign' },
                { id: '3', name: 'Nik G', role: 'Inventory Manager' },
                { id: '4', name: 'Hardik G', role: 'Sales Person' },
              ]}
            />
          </Section>
        </Col>
        <Col xl={6}>
          <Section title={t('widgetsDemo.tasks')}>
            <TaskChecklist
              tasks={tasks}
              onToggle={(task, done) =>
                setTasks((list) =>
                  list.map((item) => (item.id === task.id ? { ...item, done } : item)),
                )
              }
            />
          </Section>
        </Col>
        <Col xl={6}>
          <Section title={t('widgetsDemo.chat')}>
            <ChatSnippet
              messages={chat}
              idPrefix="widgets-chat"
              onSend={(text) =>
                setChat((lines) => [
                  ...lines,
                  {
                    id: `c${lines.length + 1}`,
                    author: 'Shreyu',
                    text,
                    at: Date.now(),
                    mine: true,
                  },
                ])
              }
            />
          </Section>
        </Col>
      </Row>
    </>
  );
}
