import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/useTranslation';
import { Link, useHref } from 'react-router-dom';
import * as z from 'zod/mini';
import { GridField } from '@/components/GridField';
import { LogoMark } from '@/components/LogoMark';
import { HOME_PATH, pagePath } from '@/config/pages';
import en from './locales/en.json';
import it from './locales/it.json';
// Navbar, nav and accordion: outside the dashboard layout, so not loaded by it.
import '@/styles/extras.scss';
import './landing.scss';

export const messages = { en, it };

/** Each demo opens the dashboard with URL overrides (src/features/layout/settings.ts). */
export const LAYOUT_DEMOS = [
  { key: 'vertical', query: 'layout_type=vertical', mini: 'vertical' },
  { key: 'horizontal', query: 'layout_type=horizontal', mini: 'horizontal' },
  { key: 'twoColumn', query: 'layout_type=two-column', mini: 'two-column' },
  { key: 'dark', query: 'layout_theme=dark', mini: 'dark' },
  { key: 'boxed', query: 'layout_mode=boxed', mini: 'boxed' },
  { key: 'condensed', query: 'sidenav_size=condensed', mini: 'condensed' },
] as const;

const FEATURES = ['responsive', 'themes', 'rtl', 'auth', 'i18n', 'tested'] as const;
const FAQ = ['license', 'backend', 'layouts', 'support'] as const;

const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: 'landing.contact.validation.name' })),
  email: z
    .string()
    .check(
      z.trim(),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'landing.contact.validation.email' }),
    ),
  message: z
    .string()
    .check(z.trim(), z.minLength(10, { error: 'landing.contact.validation.message' })),
});
type ContactValues = z.infer<typeof contactSchema>;

/** A small drawing of a layout: where the menu and top bar sit (decorative). */
function LayoutSketch({ kind }: { kind: (typeof LAYOUT_DEMOS)[number]['mini'] }) {
  const dark = kind === 'dark';
  const bar = dark ? '#313a46' : 'var(--bs-primary)';
  return (
    <svg viewBox="0 0 160 100" className="landing-sketch" aria-hidden="true" focusable="false">
      <rect width="160" height="100" rx="6" fill={dark ? '#1e2329' : 'var(--bs-tertiary-bg)'} />
      {kind === 'horizontal' ? (
        <>
          <rect x="0" y="0" width="160" height="14" fill={bar} />
          <rect x="0" y="14" width="160" height="8" fill="var(--bs-primary-bg-subtle)" />
        </>
      ) : (
        <>
          <rect
            x="0"
            y="0"
            width={kind === 'condensed' ? 12 : kind === 'two-column' ? 14 : 36}
            height="100"
            fill={bar}
          />
          {kind === 'two-column' && (
            <rect x="14" y="0" width="30" height="100" fill="var(--bs-primary-bg-subtle)" />
          )}
          <rect
            x={kind === 'condensed' ? 12 : kind === 'two-column' ? 44 : 36}
            y="0"
            width="160"
            height="12"
            fill="var(--bs-secondary-bg)"
          />
        </>
      )}
      <rect
        x={
          kind === 'boxed'
            ? 50
            : kind === 'horizontal'
              ? 10
              : kind === 'condensed'
                ? 20
                : kind === 'two-column'
                  ? 52
                  : 44
        }
        y={kind === 'horizontal' ? 30 : 20}
        width={kind === 'boxed' ? 90 : 100}
        height="60"
        rx="4"
        fill={dark ? '#2c333b' : 'var(--bs-body-bg)'}
      />
    </svg>
  );
}

/**
 * A full page load, not a router link: the layout reads its URL overrides when the app
 * starts (src/features/layout/settings.ts). useHref keeps the base path.
 */
function DemoLink({ to, label, children }: { to: string; label: string; children: string }) {
  const href = useHref(to);
  return (
    <a
      href={href}
      className="stretched-link d-block mt-2 fw-semibold text-center"
      aria-label={label}
    >
      {children}
    </a>
  );
}

function ContactForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', message: '' },
  });
  const field = (name: keyof ContactValues) => ({
    isInvalid: !!errors[name],
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });
  const feedback = (name: keyof ContactValues) =>
    errors[name]?.message ? (
      <Form.Control.Feedback type="invalid" id={`contact-${name}-error`}>
        {t(errors[name].message)}
      </Form.Control.Feedback>
    ) : null;

  return (
    <Form
      noValidate
      onSubmit={handleSubmit((values) => {
        setSentTo(values.name);
        reset();
      })}
    >
      {sentTo && (
        <Alert variant="success" role="status" onClose={() => setSentTo(null)} dismissible>
          {t('landing.contact.sent', { name: sentTo })}
        </Alert>
      )}
      <Row className="g-3">
        <GridField md={6} id="contact-name" label={t('landing.contact.name')}>
          <Form.Control autoComplete="name" {...register('name')} {...field('name')} />
          {feedback('name')}
        </GridField>
        <GridField md={6} id="contact-email" label={t('landing.contact.email')}>
          <Form.Control
            type="email"
            autoComplete="email"
            {...register('email')}
            {...field('email')}
          />
          {feedback('email')}
        </GridField>
        <GridField xs={12} id="contact-message" label={t('landing.contact.message')}>
          <Form.Control as="textarea" rows={4} {...register('message')} {...field('message')} />
          {feedback('message')}
        </GridField>
      </Row>
      <Button type="submit" className="mt-3">
        {t('landing.contact.send')}
      </Button>
    </Form>
  );
}

/** A section of the landing page: its anchor id, an h2 that names it, on a tinted band or not. */
function LandingSection({
  id,
  title,
  tinted = false,
  narrow = false,
  intro = false,
  children,
}: {
  id: string;
  title: string;
  tinted?: boolean;
  /** A column of text (FAQ, contact form) rather than the full width. */
  narrow?: boolean;
  /** An introduction paragraph follows the title (it keeps the space below). */
  intro?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={`py-5${tinted ? ' bg-body-tertiary' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <Container style={narrow ? { maxWidth: 820 } : undefined}>
        <h2 id={`${id}-title`} className={`h3 text-center${intro ? '' : ' mb-4'}`}>
          {title}
        </h2>
        {children}
      </Container>
    </section>
  );
}

/** The page's sections the nav links to, by their ids. */
const SECTIONS = ['demos', 'features', 'faq', 'contact'] as const;

/** The public landing page: nav, hero, layout demos, features, FAQ, contact, footer. */
export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="landing">
      <Navbar expand="lg" className="landing-nav border-bottom bg-body" sticky="top">
        <Container>
          <Navbar.Brand
            as={Link}
            to={pagePath('pages-landing')}
            className="d-flex align-items-center gap-2"
          >
            <LogoMark />
            <span className="fw-semibold">{t('common.appName')}</span>
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="landing-nav" aria-label={t('landing.nav.toggle')} />
          <Navbar.Collapse id="landing-nav">
            <Nav className="me-auto" as="ul" aria-label={t('landing.nav.label')}>
              {SECTIONS.map((section) => (
                <Nav.Item as="li" key={section}>
                  <Nav.Link href={`#${section}`}>{t(`landing.nav.${section}`)}</Nav.Link>
                </Nav.Item>
              ))}
            </Nav>
            <div className="d-flex gap-2 py-2 py-lg-0">
              <Link to={pagePath('auth-login')} className="btn btn-outline-primary">
                {t('landing.nav.login')}
              </Link>
              <Link to={pagePath('auth-register')} className="btn btn-primary">
                {t('landing.nav.signup')}
              </Link>
            </div>
          </Navbar.Collapse>
        </Container>
      </Navbar>

      <main>
        <section className="landing-hero py-5">
          <Container>
            <Row className="align-items-center g-4">
              <Col lg={6}>
                <h1 className="display-5 fw-semibold">{t('landing.hero.title')}</h1>
                <p className="lead text-body-secondary">{t('landing.hero.text')}</p>
                <div className="d-flex flex-wrap gap-2">
                  <Link to={pagePath('auth-register')} className="btn btn-primary btn-lg">
                    {t('landing.hero.primary')}
                  </Link>
                  <Link to={pagePath('auth-login')} className="btn btn-outline-primary btn-lg">
                    {t('landing.hero.secondary')}
                  </Link>
                </div>
              </Col>
              <Col lg={6}>
                <LayoutSketch kind="vertical" />
              </Col>
            </Row>
          </Container>
        </section>

        <LandingSection id="demos" title={t('landing.demos.title')} tinted intro>
          <p className="text-center text-body-secondary mb-4">{t('landing.demos.text')}</p>
          <Row className="g-3">
            {LAYOUT_DEMOS.map((demo) => {
              const name = t(`landing.demos.${demo.key}`);
              return (
                <Col sm={6} lg={4} key={demo.key}>
                  <Card className="h-100">
                    <Card.Body>
                      <LayoutSketch kind={demo.mini} />
                      <DemoLink
                        to={`${HOME_PATH}?${demo.query}`}
                        label={t('landing.demos.open', { name })}
                      >
                        {name}
                      </DemoLink>
                    </Card.Body>
                  </Card>
                </Col>
              );
            })}
          </Row>
        </LandingSection>

        <LandingSection id="features" title={t('landing.features.title')}>
          <Row className="g-4">
            {FEATURES.map((key) => (
              <Col sm={6} lg={4} key={key}>
                <h3 className="h5">{t(`landing.features.items.${key}.title`)}</h3>
                <p className="text-body-secondary mb-0">
                  {t(`landing.features.items.${key}.text`)}
                </p>
              </Col>
            ))}
          </Row>
        </LandingSection>

        <LandingSection id="faq" title={t('landing.faq.title')} tinted narrow>
          <Accordion defaultActiveKey="license">
            {FAQ.map((key) => (
              <Accordion.Item eventKey={key} key={key}>
                <Accordion.Header as="h3">{t(`landing.faq.items.${key}.q`)}</Accordion.Header>
                <Accordion.Body>{t(`landing.faq.items.${key}.a`)}</Accordion.Body>
              </Accordion.Item>
            ))}
          </Accordion>
        </LandingSection>

        <LandingSection id="contact" title={t('landing.contact.title')} narrow>
          <ContactForm />
        </LandingSection>
      </main>

      <footer className="landing-footer py-4 border-top">
        <Container className="d-flex flex-wrap justify-content-between gap-2">
          <span>
            <strong>{t('common.appName')}</strong> · {t('landing.footer.tagline')}
          </span>
          <span className="text-body-secondary">
            {t('landing.footer.rights', { year: new Date().getFullYear() })}
          </span>
        </Container>
      </footer>
    </div>
  );
}
