import { initials } from '@/components/initials';

/** A person's initials in a circle (demo data has no photos to load). */
export function Avatar({ name, size = 36 }: { name: string; size?: number }) {
  return (
    <span
      className="d-inline-flex align-items-center justify-content-center rounded-circle bg-primary-subtle text-primary-emphasis fw-semibold flex-shrink-0"
      style={{ width: size, height: size, fontSize: size / 2.6 }}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}
