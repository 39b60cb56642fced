import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from '@/i18n/useTranslation';

/** Pseudo-random numbers from a seed: a demo shows the same data for the same click count. */
export function seeded(seed: number) {
  let state = (seed * 2654435761) % 4294967296 || 1;
  return (min: number, max: number) => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return Math.round(min + (state / 4294967296) * (max - min));
  };
}

/** A card with one chart demo and the button that gives it new data (it animates). */
export function ChartDemo({
  title,
  children,
}: {
  title: string;
  children: (random: (min: number, max: number) => number, round: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const id = `demo-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card as="section" className="h-100 mb-0" aria-labelledby={id}>
      <Card.Body>
        <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
          <h2 className="h5 mb-0" id={id}>
            {title}
          </h2>
          <Button
            size="sm"
            variant="light"
            aria-label={t('chartsDemo.shuffleFor', { title })}
            onClick={() => setRound((r) => r + 1)}
          >
            {t('chartsDemo.shuffle')}
          </Button>
        </div>
        {children(seeded(round + title.length), round)}
      </Card.Body>
    </Card>
  );
}
