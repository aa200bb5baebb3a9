// Side-effect module: import it FIRST so firebase-admin, loaded by later imports, sees the emulator-safe environment.
import { applyEmulatorSafeEnv } from './emulator-env.js';

applyEmulatorSafeEnv();
