/**
 * `npm run seed`: writes the demo catalog into a running Firestore emulator (the one `npm start` runs, unless
 * FIRESTORE_EMULATOR_HOST says otherwise). `npm run seed -- --synthetic 10000` also loads synthetic products.
 * Never touches a real Firebase project.
 */
import { applyEmulatorSafeEnv } from './emulator-env.js';

applyEmulatorSafeEnv();

const DEFAULT_HOST = '127.0.0.1:8085';
const DEFAULT_PROJECT = 'demo-lovely-gifts';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const host = process.env.FIRESTORE_EMULATOR_HOST || DEFAULT_HOST;
  const projectId = args.project ?? process.env.GCLOUD_PROJECT ?? DEFAULT_PROJECT;
  if (!/^(127\.0\.0\.1|localhost|\[::1\]):\d+$/.test(host)) {
    fail(
      `FIRESTORE_EMULATOR_HOST=${host} is not a loopback address.`,
      'The seed script only writes to a local emulator.',
    );
  }
  if (!(await answers(`http://${host}/`))) {
    fail(
      `No Firestore emulator answers at ${host}.`,
      'Start the shop first (npm start) in another terminal, or point FIRESTORE_EMULATOR_HOST at a running emulator.',
    );
  }
  // Loaded only now: firebase-admin must see the emulator-safe environment first.
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { seedDemoData } = await import('./seed/seed-firestore.js');
  const { loadSyntheticProducts } = await import('./seed/synthetic-products.js');

  const db = getFirestore(initializeApp({ projectId }));
  db.settings({ host, ssl: false });
  const started = performance.now();
  const result = await seedDemoData(db);
  console.log(
    `Seeded ${result.products} products, ${result.categories} categories, ${result.coupons} coupons and the marketing document into ${projectId} at ${host}.`,
  );
  if (args.synthetic > 0) {
    await loadSyntheticProducts(db, args.synthetic, {
      onProgress: (written) => console.log(`  … ${written.toLocaleString('en-IN')} synthetic products`),
    });
    console.log(`Loaded ${args.synthetic.toLocaleString('en-IN')} synthetic products.`);
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  await db.terminate();
}

function parseArgs(argv: string[]): { synthetic: number; project: string | undefined } {
  let synthetic = 0;
  let project: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--synthetic') {
      synthetic = Number(argv[++i]);
      if (!Number.isInteger(synthetic) || synthetic < 0 || synthetic > 1_000_000) {
        fail('--synthetic needs a whole number from 0 to 1000000.', 'Example: npm run seed -- --synthetic 10000');
      }
    } else if (arg === '--project') {
      project = argv[++i];
      if (!project?.startsWith('demo-'))
        fail('--project must be a demo- project id.', 'Example: --project demo-lovely-gifts');
    } else {
      fail(`Unknown argument ${arg}.`, 'Usage: npm run seed [-- --synthetic <count>] [--project demo-<name>]');
    }
  }
  return { synthetic, project };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(3_000) })).ok;
  } catch {
    return false;
  }
}

function fail(message: string, hint: string): never {
  console.error(`✖ ${message}\n  → ${hint}`);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error(`✖ Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
