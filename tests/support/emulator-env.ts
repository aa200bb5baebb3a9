// Imported first by every support module: firebase-admin must see these before it loads, or its Firestore client
// probes the Google Cloud metadata server (off the loopback network the tests may use).
import '../../server/local/apply-emulator-env.js';
