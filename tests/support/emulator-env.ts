// Imported first by every support module: firebase-admin must see these before it loads (see GUIDE.md, Network).
import { applyEmulatorSafeEnv } from '../../server/local/emulator-env.js';

applyEmulatorSafeEnv();
