import type { RequestHandler } from 'express';
import type { CatalogStatus } from '../catalog/live-catalog.js';

export interface HealthReport {
  readonly status: 'ok' | 'degraded' | 'starting';
  readonly problem: string | null;
  readonly catalog: {
    readonly version: number;
    readonly products: number;
    readonly categories: number;
    readonly builtAt: string | null;
    readonly confirmedAt: string | null;
    /** Seconds since the catalog was last known to match Firestore. */
    readonly ageSeconds: number | null;
  };
  readonly uptimeSeconds: number;
}

const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString());

export function healthReport(status: CatalogStatus, now: number, uptimeSeconds: number): HealthReport {
  return {
    status: status.state === 'live' ? 'ok' : status.state,
    problem: status.problem,
    catalog: {
      version: status.version,
      products: status.products,
      categories: status.categories,
      builtAt: iso(status.builtAt),
      confirmedAt: iso(status.confirmedAt),
      ageSeconds: status.confirmedAt === null ? null : Math.max(0, Math.round((now - status.confirmedAt) / 1000)),
    },
    uptimeSeconds: Math.round(uptimeSeconds),
  };
}

/** GET /healthz: 200 while the catalog is live; 503 while starting or degraded (still serving the last catalog). */
export function healthRoute(status: () => CatalogStatus): RequestHandler {
  return (_req, res) => {
    const report = healthReport(status(), Date.now(), process.uptime());
    res
      .status(report.status === 'ok' ? 200 : 503)
      .setHeader('Cache-Control', 'no-store')
      .json(report);
  };
}
