import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import ToggleButton from 'react-bootstrap/ToggleButton';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppDispatch, useAppSelector, useRead } from '@/app/hooks';
import { AsyncView } from '@/components/AsyncView';
import { describeError } from '@/lib/describeError';
import { BILLINGS, type Billing } from '@/contract/account';
import { selectPlanSave, selectSubscription, selectSubscriptionRequest } from '../accountSlice';
import { changePlan, readSubscription } from '../requests';
import { PLANS, planPrice, type Plan } from '../plans';

/** The three plans, a monthly/yearly switch, the current plan marked; a choice is confirmed, then saved. */
export function PricingPlans() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const subscription = useAppSelector(selectSubscription);
  const request = useAppSelector(selectSubscriptionRequest);
  const save = useAppSelector(selectPlanSave);
  // Until the person moves the switch it shows the billing of their subscription.
  const [chosenBilling, setBilling] = useState<Billing | null>(null);
  const billing: Billing = chosenBilling ?? subscription?.billing ?? 'monthly';
  const [choosing, setChoosing] = useState<Plan | null>(null);

  const retry = useRead(readSubscription);

  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const priceText = (plan: Plan) =>
    `${money.format(planPrice(plan, billing).amount)} ${t(billing === 'monthly' ? 'account.pricing.perMonth' : 'account.pricing.perYear')}`;

  return (
    <>
      <div className="text-center mb-4">
        <h2 className="h3">{t('account.pricing.heading')}</h2>
        <p className="text-body-secondary">{t('account.pricing.subheading')}</p>
        <ButtonGroup aria-label={t('account.pricing.billing')}>
          {BILLINGS.map((value) => (
            <ToggleButton
              key={value}
              id={`billing-${value}`}
              type="radio"
              name="billing"
              value={value}
              variant="outline-primary"
              checked={billing === value}
              onChange={() => setBilling(value)}
            >
              {t(`account.pricing.${value}`)}
            </ToggleButton>
          ))}
        </ButtonGroup>
        {billing === 'yearly' && (
          <p className="small text-success-emphasis mt-2 mb-0">{t('account.pricing.yearlyHint')}</p>
        )}
      </div>
      {save.status === 'failed' && save.error && (
        <Alert variant="danger">{describeError(save.error, t)}</Alert>
      )}
      <AsyncView request={request} onRetry={retry} empty={!subscription}>
        <Row className="g-3 justify-content-center">
          {PLANS.map((plan) => {
            const current = subscription?.planId === plan.id && subscription.billing === billing;
            const { amount, saving } = planPrice(plan, billing);
            const name = t(`account.pricing.plans.${plan.id}`);
            return (
              <Col md={6} xl={4} key={plan.id}>
                <Card
                  className={`h-100 ${plan.recommended ? 'border-primary' : ''}`}
                  aria-labelledby={`plan-${plan.id}`}
                  as="section"
                >
                  <Card.Body className="d-flex flex-column p-4">
                    <div className="d-flex flex-wrap gap-2 mb-2">
                      <h3 className="h5 text-uppercase mb-0" id={`plan-${plan.id}`}>
                        {name}
                      </h3>
                      {plan.recommended && (
                        <Badge bg="primary">{t('account.pricing.recommended')}</Badge>
                      )}
                      {current && (
                        <Badge
                          bg="success-subtle"
                          text="success-emphasis"
                          className="border border-success"
                        >
                          {t('account.pricing.current')}
                        </Badge>
                      )}
                    </div>
                    <p className="display-6 fw-semibold mb-0">
                      {money.format(amount)}{' '}
                      <span className="fs-6 fw-normal text-body-secondary">
                        {t(
                          billing === 'monthly'
                            ? 'account.pricing.perMonth'
                            : 'account.pricing.perYear',
                        )}
                      </span>
                    </p>
                    <p className="small text-success-emphasis" style={{ minHeight: '1.5em' }}>
                      {saving > 0
                        ? t('account.pricing.save', { amount: money.format(saving) })
                        : ''}
                    </p>
                    <ul className="list-unstyled flex-grow-1">
                      {plan.features.map((feature) => (
                        <li key={feature} className="py-1">
                          <span aria-hidden="true" className="text-success me-2">
                            ✓
                          </span>
                          {t(`account.pricing.features.${feature}`)}
                        </li>
                      ))}
                    </ul>
                    <Button
                      variant={plan.recommended ? 'primary' : 'outline-primary'}
                      disabled={current || save.status === 'saving'}
                      onClick={() => setChoosing(plan)}
                    >
                      {current
                        ? t('account.pricing.current')
                        : t('account.pricing.choose', { plan: name })}
                    </Button>
                  </Card.Body>
                </Card>
              </Col>
            );
          })}
        </Row>
      </AsyncView>
      <Modal
        show={choosing !== null}
        onHide={() => setChoosing(null)}
        centered
        aria-labelledby="plan-confirm-title"
      >
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5" id="plan-confirm-title">
            {t('account.pricing.confirmTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {choosing &&
            t('account.pricing.confirmText', {
              plan: t(`account.pricing.plans.${choosing.id}`),
              price: priceText(choosing),
            })}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="light" onClick={() => setChoosing(null)}>
            {t('account.pricing.cancel')}
          </Button>
          <Button
            onClick={() => {
              if (choosing) {
                dispatch(
                  changePlan.requested({
                    next: { planId: choosing.id, billing },
                    previous: subscription,
                  }),
                );
              }
              setChoosing(null);
            }}
          >
            {t('account.pricing.confirm')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
