import { Badge, type BadgeTone } from '../../../ui';

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  ACTIVE: { label: 'Active', tone: 'success' },
  SCHEDULED: { label: 'Scheduled', tone: 'brand' },
  EXPIRED: { label: 'Expired', tone: 'warning' },
  INACTIVE: { label: 'Inactive', tone: 'neutral' },
};

export function CouponStatusBadge({ status }: { status: string }) {
  const shown = STATUS[status] ?? { label: status, tone: 'neutral' as const };
  return <Badge tone={shown.tone}>{shown.label}</Badge>;
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** "1 Nov 2026 – 30 Nov 2026", "From 1 Nov 2026", "Until 30 Nov 2026", "Always" (the end is exclusive). */
export function windowLabel(from: string | null | undefined, until: string | null | undefined): string {
  const start = from ? dayFormat.format(new Date(from)) : null;
  const end = until ? dayFormat.format(new Date(new Date(until).getTime() - 1)) : null;
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return 'Always';
}

export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}
