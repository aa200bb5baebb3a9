/**
 * The original shop's search: the browser reads the whole products collection from Firestore (ordered by createdAt
 * descending) and filters it itself. Measured two ways against the emulator:
 * - the Firestore REST API (runQuery), which gives the bytes on the wire and the time until the first result;
 * - the Firebase JS SDK (what the browser used), time only.
 */
import { gzipSync } from 'node:zlib';

export interface WholeCollectionRead {
  documents: number;
  /** Bytes the emulator sent (its JSON is pretty-printed). */
  bytes: number;
  /** The same JSON without whitespace: closer to what the Firestore SDK's channel carries, and the fairer figure. */
  compactBytes: number;
  gzipBytes: number;
  /** From sending the request to having the first filtered search result. */
  msToFirstResult: number;
  matches: number;
}

interface FirestoreValue {
  stringValue?: string;
  [key: string]: unknown;
}

export async function readWholeCollectionRest(
  host: string,
  projectId: string,
  searchText: string,
): Promise<WholeCollectionRead> {
  const started = performance.now();
  const response = await fetch(`http://${host}/v1/projects/${projectId}/databases/(default)/documents:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'products' }],
        orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
      },
    }),
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`runQuery failed: HTTP ${response.status} ${body.subarray(0, 300).toString()}`);
  const rows = JSON.parse(body.toString('utf8')) as { document?: { fields?: Record<string, FirestoreValue> } }[];
  const needle = searchText.toLowerCase();
  const text = (fields: Record<string, FirestoreValue>, name: string) =>
    String(fields[name]?.stringValue ?? '').toLowerCase();
  const matches = rows.filter((row) => {
    const fields = row.document?.fields;
    if (!fields) return false;
    return ['productName', 'category', 'subCategory', 'shortDescription'].some((name) =>
      text(fields, name).includes(needle),
    );
  });
  const msToFirstResult = performance.now() - started;
  return {
    documents: rows.filter((row) => row.document).length,
    bytes: body.length,
    compactBytes: Buffer.byteLength(JSON.stringify(rows)),
    gzipBytes: gzipSync(JSON.stringify(rows)).length,
    msToFirstResult,
    matches: matches.length,
  };
}

/** The same read through the Firebase JS SDK (firebase/firestore), as the original shop's browser code did it. */
export async function readWholeCollectionSdk(
  host: string,
  projectId: string,
  searchText: string,
): Promise<{ ms: number; documents: number; matches: number }> {
  const { initializeApp, deleteApp } = await import('firebase/app');
  const { getFirestore, connectFirestoreEmulator, collection, getDocs, orderBy, query, terminate } =
    await import('firebase/firestore');
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `bench-${Date.now()}`);
  const db = getFirestore(app);
  const [hostname, port] = host.split(':');
  connectFirestoreEmulator(db, hostname ?? '127.0.0.1', Number(port));
  try {
    const started = performance.now();
    const snapshot = await getDocs(query(collection(db, 'products'), orderBy('createdAt', 'desc')));
    const needle = searchText.toLowerCase();
    const matches = snapshot.docs.filter((doc) => {
      const data = doc.data() as Record<string, unknown>;
      return ['productName', 'category', 'subCategory', 'shortDescription'].some((name) =>
        (typeof data[name] === 'string' ? data[name] : '').toLowerCase().includes(needle),
      );
    });
    return { ms: performance.now() - started, documents: snapshot.size, matches: matches.length };
  } finally {
    await terminate(db);
    await deleteApp(app);
  }
}
